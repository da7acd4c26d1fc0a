#ifndef GAUNTLET_TESTS_TEST_DATA_H_
#define GAUNTLET_TESTS_TEST_DATA_H_

// The official data under tests/data/ (see tests/data/README.md), found
// through the GAUNTLET_TEST_DATA_DIR definition. A file that cannot be read
// fails the test with its full path.

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>

namespace gauntlet {

// The full path of `relative` (e.g. "robots/sample.in") under tests/data/.
inline std::string TestDataPath(const std::string& relative) {
  return std::string(GAUNTLET_TEST_DATA_DIR) + "/" + relative;
}

// The bytes of tests/data/<relative>.
inline std::string ReadTestData(const std::string& relative) {
  const std::string path = TestDataPath(relative);
  std::ifstream in(path, std::ios::binary);
  if (!in) FAIL("cannot open test data " << path);
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) FAIL("cannot read test data " << path);
  return text.str();
}

}  // namespace gauntlet

#endif  // GAUNTLET_TESTS_TEST_DATA_H_
