// Conan's test_package: the packaged headers compile, link and run.
#include <pachisi/pachisi.hpp>

#include <cstdio>

int main() {
  std::printf("pachisi %.*s\n", static_cast<int>(pachisi::version_string.size()),
              pachisi::version_string.data());
  return 0;
}
