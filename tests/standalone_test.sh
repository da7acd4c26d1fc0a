#!/usr/bin/env bash
# Fails when a tracked file refers to material outside the repository: the
# contest folder some developers keep beside their clone, which users do not
# have. Everything a test needs lives in tests/data/ (see its README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "standalone_test: not a git checkout, nothing to check" >&2
  exit 77
fi
# The patterns are put together here so that this file does not match them.
outside=shared
if git grep -n -F -e "../$outside" -e "GAUNTLET_${outside^^}_DIR" \
    -e "$outside/rules/" -e "$outside/seeds/" -e "$outside/reference/" -- .; then
  echo "standalone_test: the files above refer to material outside the repository" >&2
  exit 1
fi
echo "standalone_test: $(git ls-files | wc -l) tracked files checked"
