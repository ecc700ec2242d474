#pragma once
#include <git2.h>

/// `git_libgit2_opts` is variadic, which Swift cannot call: this sets the one option the
/// wrappers change. Objects read from the repository are not hashed again to check their
/// names (git itself checks them when fetching and in `git fsck`, not on every read).
static inline int tokendiff_git_skip_hash_verification(void) {
  return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
}
