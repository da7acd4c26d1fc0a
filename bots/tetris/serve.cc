#include "bots/tetris/serve.h"

#include <string>

#include "common/core/line_io.h"

namespace gauntlet::tetris {
namespace {

template <class Brain, class ReadFn>
int Serve(Brain& brain, std::istream& in, std::ostream& out, std::ostream& err,
          ReadFn read, const char* role) {
  LineReader reader(in);
  while (true) {
    const int before = reader.line_number();
    auto input = read(reader);
    if (!input.ok()) {
      if (IsEndOfInput(input.status()) && reader.line_number() == before) {
        return 0;
      }
      err << "tetris-" << role << ": " << input.status().message() << "\n";
      return 2;
    }
    WriteLine(out, brain.Respond(*input));
  }
}

}  // namespace

int ServePlacer(PlacerBrain& brain, std::istream& in, std::ostream& out,
                std::ostream& err) {
  return Serve(brain, in, out, err, ReadPlacerInput, "placer");
}

int ServeSequencer(SequencerBrain& brain, std::istream& in, std::ostream& out,
                   std::ostream& err) {
  return Serve(brain, in, out, err, ReadSequencerInput, "sequencer");
}

}  // namespace gauntlet::tetris
