#include "tools/arena/result.h"

#include <catch2/catch.hpp>
#include <string>

#include "tests/arena/result_samples.h"

namespace gauntlet::arena {
namespace {

TEST_CASE("a result line has the contract's fields in the contract's order") {
  CHECK(
      ToJson(SampleResult()).dump() ==
      R"({"game":"duckchess","index":3,"seed":"123456789",)"
      R"("entrants":[{"name":"a","command":"...","seat":1,"score":1,"rank":1,"faults":[]},)"
      R"({"name":"b","command":"...","seat":0,"score":0,"rank":2,)"
      R"("faults":["timeout at ply 17"]}],)"
      R"("outcome":"red captain captured at ply 41","plies":41})");
  const auto parsed = ParseResultLine(ToJson(SampleResult()).dump());
  REQUIRE(parsed.ok());
  CHECK(parsed->seed == 123456789);
  CHECK(parsed->entrants[1].faults ==
        std::vector<std::string>{"timeout at ply 17"});
  CHECK(!ParseResultLine("{\"game\":1}").ok());
  CHECK(!ParseResultLine("not json").ok());
}

TEST_CASE("a result line's 64-bit seed survives readers that use doubles") {
  MatchResult result = SampleResult();
  result.seed = 9626026794937781409ull;
  // As a JSON number it would come back as 9626026794937782272.
  CHECK(ThroughDoubles(nlohmann::json(result.seed)) != result.seed);
  const nlohmann::json written = nlohmann::json::parse(ToJson(result).dump());
  CHECK(written.at("seed").is_string());
  CHECK(ThroughDoubles(written.at("seed")) == result.seed);
  const auto parsed = ParseResultLine(ToJson(result).dump());
  REQUIRE(parsed.ok());
  CHECK(parsed->seed == 9626026794937781409ull);
}

TEST_CASE("result lines written with numeric seeds still read") {
  const std::string old =
      R"({"game":"duckchess","index":0,"seed":11350471139088086689,)"
      R"("entrants":[{"name":"a","command":"x","seat":0,"score":1,"rank":1,)"
      R"("faults":[]}],"outcome":"a won","plies":1})";
  const auto parsed = ParseResultLine(old);
  REQUIRE(parsed.ok());
  CHECK(parsed->seed == 11350471139088086689ull);
}

TEST_CASE("seeds read from strings of digits or numbers, nothing else") {
  CHECK(*SeedFromJson(Json("0")) == 0);
  CHECK(*SeedFromJson(Json("18446744073709551615")) == 18446744073709551615ull);
  CHECK(*SeedFromJson(Json(18446744073709551615ull)) ==
        18446744073709551615ull);
  CHECK(*SeedFromJson(Json(int64_t{42})) == 42);
  CHECK(*SeedFromJson(nlohmann::json("7")) == 7);
  CHECK(*SeedFromJson(nlohmann::json::parse("7")) == 7);
  const auto error = [](const Json& json) {
    const auto seed = SeedFromJson(json);
    REQUIRE(!seed.ok());
    return std::string(seed.status().message());
  };
  CHECK(error(Json::parse("-5")) == "seed -5 is negative");
  CHECK(error(Json::parse("1.5")) == "seed 1.5 is not an integer below 2^64");
  CHECK(error(Json::parse("18446744073709551616")) ==
        "seed 1.8446744073709552e+19 is not an integer below 2^64");
  CHECK(error(Json("-5")) == "seed \"-5\" is not a string of decimal digits");
  CHECK(error(Json("1.5")) == "seed \"1.5\" is not a string of decimal digits");
  CHECK(error(Json("12a")) == "seed \"12a\" is not a string of decimal digits");
  CHECK(error(Json(" 12")) == "seed \" 12\" is not a string of decimal digits");
  CHECK(error(Json("")) == "seed \"\" is not a string of decimal digits");
  CHECK(error(Json("18446744073709551616")) ==
        "seed \"18446744073709551616\" does not fit in 64 bits");
  CHECK(error(Json(true)) ==
        "seed true is neither a string of decimal digits nor a number");
  CHECK(error(Json()) ==
        "seed null is neither a string of decimal digits nor a number");
  // In a result line the error names the field.
  const auto bad = ParseResultLine(
      R"({"game":"duckchess","index":0,"seed":"-1","entrants":[],)"
      R"("outcome":"","plies":0})");
  REQUIRE(!bad.ok());
  CHECK(std::string(bad.status().message()) ==
        "bad \"seed\": seed \"-1\" is not a string of decimal digits");
}

TEST_CASE("scores print whole when whole") {
  CHECK(ScoreText(1) == "1");
  CHECK(ScoreText(0.5) == "0.5");
  CHECK(ScoreText(-3) == "-3");
}

TEST_CASE("ranks follow scores, equal scores tie") {
  std::vector<EntrantResult> entrants(4);
  entrants[0].score = 3;
  entrants[1].score = 7;
  entrants[2].score = 3;
  entrants[3].score = 1;
  RankByScore(entrants);
  CHECK(entrants[0].rank == 2);
  CHECK(entrants[1].rank == 1);
  CHECK(entrants[2].rank == 2);
  CHECK(entrants[3].rank == 4);
}

}  // namespace
}  // namespace gauntlet::arena
