package main

import "runtime/debug"

// programVersion names the build in shard lines and checkpoints, so that a
// merge or a resume never mixes builds: the module's version for
// `go install …@v1.2.0` (or the pseudo-version Go derives from the commit
// when it stamps a build in a clone), else "devel".
func programVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "devel"
}
