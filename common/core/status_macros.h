#ifndef GAUNTLET_COMMON_CORE_STATUS_MACROS_H_
#define GAUNTLET_COMMON_CORE_STATUS_MACROS_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"

// Early-return helpers for absl::Status plumbing; Abseil 20220623 ships none.
#define GAUNTLET_RETURN_IF_ERROR(expr)                 \
  do {                                                 \
    const ::absl::Status gauntlet_status = (expr);     \
    if (!gauntlet_status.ok()) return gauntlet_status; \
  } while (0)

#define GAUNTLET_CONCAT_INNER(a, b) a##b
#define GAUNTLET_CONCAT(a, b) GAUNTLET_CONCAT_INNER(a, b)

#define GAUNTLET_ASSIGN_OR_RETURN(lhs, expr)                                   \
  GAUNTLET_ASSIGN_OR_RETURN_IMPL(GAUNTLET_CONCAT(gauntlet_or_, __LINE__), lhs, \
                                 expr)

#define GAUNTLET_ASSIGN_OR_RETURN_IMPL(tmp, lhs, expr) \
  auto tmp = (expr);                                   \
  if (!tmp.ok()) return tmp.status();                  \
  lhs = std::move(tmp).value()

#endif  // GAUNTLET_COMMON_CORE_STATUS_MACROS_H_
