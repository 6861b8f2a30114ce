#!/usr/bin/env node
import '../lib/bundle/cli.js';
