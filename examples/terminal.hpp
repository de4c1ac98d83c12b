#pragma once
// Whether to colour the output: only on a terminal, and never when NO_COLOR is set
// (https://no-color.org). The engine's board_text.hpp draws colours only when asked to.

#include <cstdio>
#include <cstdlib>

#if defined(_WIN32)
#include <io.h>
#define PACHISI_EXAMPLES_ISATTY(f) _isatty(_fileno(f))
#else
#include <unistd.h>
#define PACHISI_EXAMPLES_ISATTY(f) isatty(fileno(f))
#endif

namespace examples {

[[nodiscard]] inline bool colour_wanted() {
    return std::getenv("NO_COLOR") == nullptr && PACHISI_EXAMPLES_ISATTY(stdout);
}

}  // namespace examples
