// exchange(a, b): swaps two paths in one step with renameat2(RENAME_EXCHANGE)
// (Linux 3.15+), so a folder is never missing in between. Throws an Error
// whose `code` is the errno name (EINVAL, ENOSYS...: the caller then falls
// back to two renames). Plain N-API: no dependency, stable across Node versions.
#include <node_api.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

namespace {

bool ReadPath(napi_env env, napi_value value, std::string* out) {
  size_t length = 0;
  if (napi_get_value_string_utf8(env, value, nullptr, 0, &length) != napi_ok) return false;
  out->resize(length);
  return napi_get_value_string_utf8(env, value, &(*out)[0], length + 1, &length) == napi_ok;
}

const char* ErrnoName(int error) {
  switch (error) {
    case EINVAL: return "EINVAL";
    case ENOSYS: return "ENOSYS";
    case ENOENT: return "ENOENT";
    case EACCES: return "EACCES";
    case EPERM: return "EPERM";
    case EXDEV: return "EXDEV";
    case EBUSY: return "EBUSY";
    case ENOTDIR: return "ENOTDIR";
    case EISDIR: return "EISDIR";
    case EROFS: return "EROFS";
    case ENOSPC: return "ENOSPC";
    default: return "EIO";
  }
}

napi_value Exchange(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value argv[2];
  napi_get_cb_info(env, info, &argc, argv, nullptr, nullptr);
  std::string from, to;
  if (argc < 2 || !ReadPath(env, argv[0], &from) || !ReadPath(env, argv[1], &to)) {
    napi_throw_type_error(env, nullptr, "exchange(a, b) takes two paths");
    return nullptr;
  }
#ifdef SYS_renameat2
  long result = syscall(SYS_renameat2, AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_EXCHANGE);
  int error = result == 0 ? 0 : errno;
#else
  int error = ENOSYS;
#endif
  if (error != 0) {
    std::string message = std::string(ErrnoName(error)) + ": " + std::strerror(error) + ", renameat2 '" + from + "' -> '" + to + "'";
    napi_value code, text, exception;
    napi_create_string_utf8(env, ErrnoName(error), NAPI_AUTO_LENGTH, &code);
    napi_create_string_utf8(env, message.c_str(), NAPI_AUTO_LENGTH, &text);
    napi_create_error(env, code, text, &exception);
    napi_throw(env, exception);
  }
  return nullptr;
}

napi_value Init(napi_env env, napi_value exports) {
  napi_value fn;
  napi_create_function(env, "exchange", NAPI_AUTO_LENGTH, Exchange, nullptr, &fn);
  napi_set_named_property(env, exports, "exchange", fn);
  return exports;
}

}  // namespace

NAPI_MODULE(NODE_GYP_MODULE_NAME, Init)
