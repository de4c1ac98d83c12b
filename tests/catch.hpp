// The one Catch2 include for pachisi's tests: `#include "catch.hpp"`.
//
// tests/CMakeLists.txt defines PACHISI_CATCH2_MAJOR from the Catch2 it found
// (2 on Debian 12, 3 on newer systems). Write tests with the macros common to
// both (TEST_CASE, SECTION, REQUIRE, CHECK, GENERATE, ...).
#pragma once

#if !defined(PACHISI_CATCH2_MAJOR)
#error "PACHISI_CATCH2_MAJOR is not defined: build the tests through CMake"
#elif PACHISI_CATCH2_MAJOR == 3
#include <catch2/catch_all.hpp>
// Catch2 v2 spelled this without a namespace; keep both versions alike.
using Catch::Approx;
#elif PACHISI_CATCH2_MAJOR == 2
#include <catch2/catch.hpp>
#else
#error "unsupported PACHISI_CATCH2_MAJOR (expected 2 or 3)"
#endif
