#ifndef GAUNTLET_TOOLS_GAUNTLET_BUNDLE_COMMAND_H_
#define GAUNTLET_TOOLS_GAUNTLET_BUNDLE_COMMAND_H_

namespace gauntlet {

// `gauntlet bundle PROGRAM [-o FILE.cpp]`: one self-contained C++ source of
// a program (tools/bundle/bundler.h), from the source tree this gauntlet
// was built from or --source DIR.
int RunBundle(int argc, char** argv);

// `gauntlet package GAME -o DIR`: the files a contest takes for GAME
// (tools/bundle/package.h).
int RunPackage(int argc, char** argv);

}  // namespace gauntlet

#endif  // GAUNTLET_TOOLS_GAUNTLET_BUNDLE_COMMAND_H_
