package main

import "runtime/debug"

// version is the program's version as release builds set it:
//
//	go build -ldflags "-X main.version=v1.2.0"
//
// Shard results and checkpoints carry it, and a merge or a resume refuses
// to mix versions.
var version string

// programVersion returns version if set, else what the build recorded: the
// module's version for `go install …@v1.2.0`, or for a build in a clone
// the pseudo-version Go derives from the commit (with "+dirty" when the
// tree had changes), else "devel".
func programVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "devel"
}
