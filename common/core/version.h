#ifndef GAUNTLET_COMMON_CORE_VERSION_H_
#define GAUNTLET_COMMON_CORE_VERSION_H_

#include <string_view>

namespace gauntlet {

// The git revision the build was configured from (`git describe`), or
// "unknown" outside a checkout.
std::string_view GitRevision();

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_VERSION_H_
