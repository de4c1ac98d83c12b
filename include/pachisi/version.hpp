// pachisi — library version.
//
// The one place the version is written (docs/release.md): CMakeLists.txt passes these three
// numbers to project(), and the Conan recipe and setup.py read them from here. Keep each
// `#define PACHISI_VERSION_<PART> <number>` on a line of its own, as they are read as text.
#pragma once

#include <string_view>

#define PACHISI_VERSION_MAJOR 0
#define PACHISI_VERSION_MINOR 1
#define PACHISI_VERSION_PATCH 0

#define PACHISI_DETAIL_STRINGIFY_(x) #x
#define PACHISI_DETAIL_STRINGIFY(x) PACHISI_DETAIL_STRINGIFY_(x)

/// "MAJOR.MINOR.PATCH" as a string literal, e.g. for `#pragma message`.
#define PACHISI_VERSION_STRING                        \
  PACHISI_DETAIL_STRINGIFY(PACHISI_VERSION_MAJOR)     \
  "." PACHISI_DETAIL_STRINGIFY(PACHISI_VERSION_MINOR) \
  "." PACHISI_DETAIL_STRINGIFY(PACHISI_VERSION_PATCH)

namespace pachisi {

inline constexpr int version_major = PACHISI_VERSION_MAJOR;
inline constexpr int version_minor = PACHISI_VERSION_MINOR;
inline constexpr int version_patch = PACHISI_VERSION_PATCH;

/// The same version as "MAJOR.MINOR.PATCH".
inline constexpr std::string_view version_string = PACHISI_VERSION_STRING;

}  // namespace pachisi
