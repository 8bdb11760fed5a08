#!/bin/sh
# Writes the files the release archives and packages carry besides the
# binary: the manual page and the shell completions, generated from the
# command line itself (GoReleaser runs this in before.hooks).
set -eu
cd "$(dirname "$0")/.."
out=dist-files
rm -rf "$out"
mkdir -p "$out/completions"
go run . man > "$out/nqueens.1"
for sh in bash zsh fish; do
  go run . completion "$sh" > "$out/completions/nqueens.$sh"
done
