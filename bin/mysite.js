#!/usr/bin/env node
import '../lib/src/cli/main.js';
