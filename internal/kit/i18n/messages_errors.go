package i18n

// The commands' messages at run time: their errors, usage errors and the
// lines they write on standard error. What other programs read (a count,
// JSON lines, CSV, trace lines, solve's boards) has no words here: it is
// the same in every language. Arguments are strings (numbers as their
// digits), as everywhere in the catalogue.

// The command line's own errors: N, the commands, standard output.
const (
	CmdStdoutNotOpen   ID = "cmd.stdout-not-open" // %s the system's error
	CmdStdoutWrite     ID = "cmd.stdout-write"    // %s the system's error
	CmdNPositive       ID = "cmd.n-positive"
	CmdSizeIsFlag      ID = "cmd.size-is-flag"    // %s the number typed
	CmdUnknownSuggest  ID = "cmd.unknown-suggest" // %[1]s the word typed; %[2]s the commands near it
	CmdUnknownCommand  ID = "cmd.unknown-command"
	CmdNoHelpTopic     ID = "cmd.no-help-topic"
	CmdCompletionShell ID = "cmd.completion-shell"
	CmdNWhole          ID = "cmd.n-whole"
	CmdNRange          ID = "cmd.n-range"
	CmdOneN            ID = "cmd.one-n"      // %[1]s the command; %[2]s its path
	ListOr             ID = "list.or"        // joins the last two of a list of choices (i18n.OrList)
	ErrAt              ID = "err.at"         // %[1]s what (a file, a field, a key); %[2]s what is wrong with it
	ErrAtLine          ID = "err.at-line"    // %[1]s the file; %[2]s the line; %[3]s what is wrong there
	AsIs               ID = "err.as-is"      // %s an error or a text, as it is, where a message is wanted
	ListSemicolon      ID = "list.semicolon" // joins clauses of a sentence
)

// A flag's bad value: the flag's name, then what it takes (see cmd/flags.go).
const (
	CmdFlagValue          ID = "cmd.flag-value" // %[1]s the flag; %[2]s what it takes (CmdMustBe…)
	CmdFlagBool           ID = "cmd.flag-bool"
	CmdFlagBadValue       ID = "cmd.flag-bad-value"
	CmdMustBe             ID = "cmd.must-be"       // %[1]s the values (a list, or the bounds of a number); %[2]s the value given
	CmdMustBeWhole        ID = "cmd.must-be-whole" // %[1]s the bounds (CmdFromTo…)
	CmdMustBeIn           ID = "cmd.must-be-in"    // a whole number out of its bounds: %[1]s the bounds (CmdFromTo…)
	CmdTooLarge           ID = "cmd.too-large"
	CmdFromTo             ID = "cmd.from-to"
	CmdOrMore             ID = "cmd.or-more"
	CmdAtLeast1           ID = "cmd.at-least-1"
	CmdMinMeans           ID = "cmd.min-means"      // %[1]s the bounds; %[2]s the smallest value; %[3]s what it stands for
	CmdMeansNoLimit       ID = "cmd.means-no-limit" // what 0 stands for
	CmdMeansFirstSolution ID = "cmd.means-first-solution"
	CmdMeansWholeTree     ID = "cmd.means-whole-tree"
	CmdMustBeDuration     ID = "cmd.must-be-duration"
	CmdLongerThan0        ID = "cmd.longer-than-0"
	CmdFrom0To            ID = "cmd.from-0-to" // %s the longest, as 700s
	CmdMustBeBytes        ID = "cmd.must-be-bytes"
	CmdEnvValue           ID = "cmd.env-value" // %[1]s the variable; %[2]s the flag; %[3]s what it takes (CmdMustBe…)
	CmdEnvBool            ID = "cmd.env-bool"
	CmdEnvBadValue        ID = "cmd.env-bad-value"
	CmdOptionOf           ID = "cmd.option-of"
)

// The visualizer's.
const (
	CmdNoTerminal        ID = "cmd.no-terminal"
	CmdASCIIUnicode      ID = "cmd.ascii-unicode"
	CmdMustBeDensity     ID = "cmd.must-be-density" // %[1]s the kinds
	CmdMustBeSpeed       ID = "cmd.must-be-speed"   // %[1]s the fastest speed
	CmdAccessibleCompare ID = "cmd.accessible-compare"
	CmdAccessibleMode    ID = "cmd.accessible-mode" // %s the mode
)

// tree's, and the strategies as a report names them (solver.Strategy's Method and Title).
const (
	CmdTreeNone        ID = "cmd.tree-none" // %[1]s, %[4]s the strategy; %[2]s its Method; %[3]s N
	CmdTreeTooLarge    ID = "cmd.tree-too-large"
	MethodArray        ID = "strategy.method.array" // what a strategy is, after "it is"
	MethodBitmask      ID = "strategy.method.bitmask"
	MethodFC           ID = "strategy.method.fc"
	MethodMinConflicts ID = "strategy.method.min-conflicts"
	MethodConstruct    ID = "strategy.method.construct"
	TitleArray         ID = "strategy.title.array" // a strategy named in a report, a noun
	TitleBitmask       ID = "strategy.title.bitmask"
	TitleFC            ID = "strategy.title.fc"
	TitleMinConflicts  ID = "strategy.title.min-conflicts"
	TitleConstruct     ID = "strategy.title.construct"
)

// solve's.
const (
	CmdFromSeekLimit    ID = "cmd.from-seek-limit"  // %[1]s K; %[2]s N; %[3]s the largest N counted; %[4]s the farthest K walked to
	CmdFromPastLast     ID = "cmd.from-past-last"   // %[1]s K; %[2]s N; %[3]s NarrSolutions or CmdUniqueSolutions
	CmdUniqueSolutions  ID = "cmd.unique-solutions" // plural on the count, %[2]s its digits
	CmdNoSolutions      ID = "cmd.no-solutions"
	CmdFromNeedsAlgo    ID = "cmd.from-needs-algo" // %s the strategies, as a list (i18n.OrList)
	CmdUniqueNeedsAlgo  ID = "cmd.unique-needs-algo"
	CmdOneSolutionLimit ID = "cmd.one-solution-limit"
	CmdBoardsOnlyCols   ID = "cmd.boards-only-cols"
	CmdRandomStartN     ID = "cmd.random-start-n"
	SolverGaveUp        ID = "solver.gave-up" // %[1]s N; %[2]s the moves; %[3]s the starts; %[4]s SolverPairs
	SolverPairs         ID = "solver.pairs"   // plural on the count, %[2]s its digits
)

// count's estimate (countestimate.Estimate).
const (
	EstAbout        ID = "estimate.about"        // %[1]s EstSeconds…; %[2]s EstWorkers; %[3]s EstTimed or EstExtrapolated
	EstWorkers      ID = "estimate.workers"      // plural on the count, %[2]s its digits
	EstTimed        ID = "estimate.timed"        // %[1]s the tasks timed; %[2]s the board's tasks
	EstExtrapolated ID = "estimate.extrapolated" // %[1]s tasks; %[2]s..%[3]s the boards; %[4]s the growth a step
	EstUnknown      ID = "estimate.unknown"
	EstSeconds      ID = "estimate.seconds" // %s a number
	EstMinutes      ID = "estimate.minutes"
	EstHours        ID = "estimate.hours"
	EstDays         ID = "estimate.days"
	EstYears        ID = "estimate.years"
)

// count's: its flags, its notices on standard error, --merge and --verify.
const (
	CmdCountRefused         ID = "cmd.count-refused" // %[1]s the command; %[2]s the estimate; %[3]s the most it takes (EstDays…)
	CmdShardNeedsValue      ID = "cmd.shard-needs-value"
	CmdCheckpointNeedsName  ID = "cmd.checkpoint-needs-name"
	CmdMergeTakesNo         ID = "cmd.merge-takes-no"
	CmdMergeWorkers         ID = "cmd.merge-workers"
	CmdVerifyNeedsMerge     ID = "cmd.verify-needs-merge"
	CmdSeedNeedsVerify      ID = "cmd.seed-needs-verify"
	CmdEveryNeedsCheckpoint ID = "cmd.every-needs-checkpoint"
	CmdWaitNeedsCheckpoint  ID = "cmd.wait-needs-checkpoint"
	CmdNotRecorded          ID = "cmd.not-recorded" // %[1]s the checkpoint; %[2]s why
	CmdStoppedBeforeAnswer  ID = "cmd.stopped-before-answer"
	CmdVerifying            ID = "cmd.verifying"        // %[1]s CmdVerifyingShards; %[2]s how many shards; %[3]s the seed
	CmdVerifyingShards      ID = "cmd.verifying-shards" // plural on how many, %[2]s their numbers
	CmdShardWrong           ID = "cmd.shard-wrong"      // %[1]s/%[2]s the shard; %[3]s where its line is; then the counts
)

// count --shard and --merge (internal/count/shard).
const (
	ShardSyntax         ID = "shard.syntax"
	ShardCount          ID = "shard.count"
	ShardNumber         ID = "shard.number"
	ShardAutoNone       ID = "shard.auto-none" // %[1]s m; %[2]s, %[3]s, %[4]s the variables
	ShardAutoBoth       ID = "shard.auto-both"
	ShardAutoNotWhole   ID = "shard.auto-not-whole"  // %[1]s m; %[2]s the variable and its value
	ShardAutoKubernetes ID = "shard.auto-kubernetes" // %[1]s m; %[2]s the variable and its value; %[3]s m-1
	ShardAutoParallel   ID = "shard.auto-parallel"
	ShardAutoSlurm      ID = "shard.auto-slurm" // %[1]s m; %[2]s the variable and its value; %[3]s ShardSlurmHint
	ShardSlurmArray     ID = "shard.slurm-array"
	ShardSlurmHint      ID = "shard.slurm-hint"
	MergeFormat1        ID = "merge.format-1" // %s the format this version reads
	MergeNoFormat       ID = "merge.no-format"
	MergeOtherFormat    ID = "merge.other-format"
	MergeNoSum          ID = "merge.no-sum"
	MergeChecksum       ID = "merge.checksum"
	MergeForm           ID = "merge.form"
	MergeBadShard       ID = "merge.bad-shard"
	MergeTaskList       ID = "merge.task-list"
	MergeTasks          ID = "merge.tasks"
	MergeNoVersion      ID = "merge.no-version"
	MergeCountsShare    ID = "merge.counts-share"
	MergeCounts         ID = "merge.counts"
	MergeNoResults      ID = "merge.no-results"
	MergeNotShard       ID = "merge.not-shard" // %[1]s file:line; %[2]s why
	MergeLongLine       ID = "merge.long-line"
	MergeBoardSize      ID = "merge.board-size"
	MergeTwice          ID = "merge.twice"
	MergeOverflow       ID = "merge.overflow"
	MergeMissing        ID = "merge.missing" // %[1]s N; %[2]s how many are missing; %[3]s m; %[4]s their numbers
	MergeForeignN       ID = "merge.foreign-n"
	MergeForeignVersion ID = "merge.foreign-version"
	MergeForeignSplit   ID = "merge.foreign-split"
)

// A count's checkpoint (internal/count/shardrun, checkpoint).
const (
	RunStopped               ID = "run.stopped" // %[1]s finished; %[2]s all tasks; %[3]s the checkpoint
	RunTooManyTasks          ID = "run.too-many-tasks"
	RunCheckpoint            ID = "run.checkpoint"    // %s what went wrong
	RunCheckpointAt          ID = "run.checkpoint-at" // %[1]s the file; %[2]s what is wrong with it
	RunNoFolder              ID = "run.no-folder"
	RunMayNotWrite           ID = "run.may-not-write"
	RunMayNotWriteUnfinished ID = "run.may-not-write-unfinished"
	CkptTwice                ID = "checkpoint.twice"
	CkptOverflow             ID = "checkpoint.overflow"
	CkptOtherN               ID = "checkpoint.other-n"
	CkptOtherShard           ID = "checkpoint.other-shard" // CkptWholeCount or CkptShard, twice
	CkptWholeCount           ID = "checkpoint.whole-count"
	CkptShard                ID = "checkpoint.shard"
	CkptOtherVersion         ID = "checkpoint.other-version"
	CkptOtherTasks           ID = "checkpoint.other-tasks" // %[1]s N; %[2]s, %[3]s its tasks and their fingerprint; %[4]s, %[5]s this build's
	CkptTruncated            ID = "checkpoint.truncated"
	CkptDamaged              ID = "checkpoint.damaged"
	CkptNotJSON              ID = "checkpoint.not-json" // %s the JSON decoder's error
	CkptFormat               ID = "checkpoint.format"
	CkptFields               ID = "checkpoint.fields"
	CkptCounts               ID = "checkpoint.counts"
	CkptForm                 ID = "checkpoint.form"
	CkptTooLarge             ID = "checkpoint.too-large"
	CkptIt                   ID = "checkpoint.it"          // %s what it is (SafeSymlink)
	CkptNotRegular           ID = "checkpoint.not-regular" // %s CkptKindFolder…
	CkptKindFolder           ID = "checkpoint.kind.folder"
	CkptKindFIFO             ID = "checkpoint.kind.fifo"
	CkptKindSocket           ID = "checkpoint.kind.socket"
	CkptKindDevice           ID = "checkpoint.kind.device"
	CkptKindSpecial          ID = "checkpoint.kind.special"
	CkptHeld                 ID = "checkpoint.held" // %[1]s the file; %[2]s CkptPID or CkptAnotherProcess
	CkptPID                  ID = "checkpoint.pid"
	CkptAnotherProcess       ID = "checkpoint.another-process"
	CkptLockSymlink          ID = "checkpoint.lock-symlink"
	CkptLockNotRegular       ID = "checkpoint.lock-not-regular"
	CkptLockNotOwned         ID = "checkpoint.lock-not-owned" // %s the file and whose it is (SafeNotOwned)
	CkptLock                 ID = "checkpoint.lock"
)

// Files replaced or written in place (internal/kit/safefile).
const (
	SafePathIs     ID = "safe.path-is" // %[1]s the file; %[2]s SafeSymlink…
	SafeSymlink    ID = "safe.symlink"
	SafeNotRegular ID = "safe.not-regular"
	SafeLinked     ID = "safe.linked"
	SafeNotOwned   ID = "safe.not-owned"
	SafeOwnedBy    ID = "safe.owned-by"
	SafeNoFolder   ID = "safe.no-folder"
	SafeNotFolder  ID = "safe.not-folder"
	SafeNoTempName ID = "safe.no-temp-name"
)

// gif's.
const (
	CmdGIFNeedsOutput      ID = "cmd.gif-needs-output"
	CmdGIFSteps            ID = "cmd.gif-steps"             // %s the mode
	CmdKeysBad             ID = "cmd.keys-bad"              // %s DriverUnknownKey
	DriverUnknownKey       ID = "driver.unknown-key"        // %[1]s the key; %[2]s the names of keys
	CmdWriting             ID = "cmd.writing"               // %[1]s the file; %[2]s the system's error
	CmdUnknownFlag         ID = "cmd.unknown-flag"          // %[1]s the flag as typed
	CmdUnknownShorthand    ID = "cmd.unknown-shorthand"     // %[1]s the letter, %[2]s the argument it is in
	CmdFlagNeedsArgument   ID = "cmd.flag-needs-argument"   // %[1]s the flag
	CmdUnknownShorthandArg ID = "cmd.shorthand-needs-value" // %[1]s the letter, %[2]s the argument it is in
	CmdBadFlagSyntax       ID = "cmd.bad-flag-syntax"       // %[1]s the argument
	CmdArgsAtLeast         ID = "cmd.args-at-least"         // %[1]s the fewest, %[2]s the arguments given
	CmdArgsAtMost          ID = "cmd.args-at-most"          // %[1]s the most, %[2]s the arguments given
	CmdNoSuchSubcommand    ID = "cmd.no-such-subcommand"    // %[1]s the word, %[2]s the command it follows
	RecordSize             ID = "record.size"               // %[1]s cols, %[2]s rows, %[3]s fps, %[4]s speed
	RecordNoSolution       ID = "record.no-solution"        // %s the events a recording runs at most
	RecordTooManyFrames    ID = "record.too-many"           // %s the most frames
	CmpFlagTwoSearches     ID = "compare.flag-two"          // %[1]s the searches, %[2]s the run's, %[3]s the one asked
	CmpFlagSameRun         ID = "compare.flag-same"         // %[1]s the one asked, %[2]s the run's label
	ErrFileTooLarge        ID = "file.too-large"            // %[1]s the path, %[2]s the limit, %[3]s one of File…
	FileLesson             ID = "file.lesson"
	FileResults            ID = "file.results"
	FilePrivateKey         ID = "file.private-key"
	FileAuthorizedKeys     ID = "file.authorized-keys"
	ErrJoinMemory          ID = "solver.join-memory" // %[1]s N, %[2]s the memory limit in MiB, %[3]s the MiB needed
	ErrResultsFile         ID = "results.file"       // %[1]s the file, %[2]s the system's error
	CmdCannotWrite         ID = "cmd.cannot-write"
	CmdGIFTooSmall         ID = "cmd.gif-too-small" // %[1]s, %[2]s the grid; %[3]s what the screen says; %[4]s how long it would stay; %[5]s the longest frame
	CmdGIFDelay            ID = "cmd.gif-delay"
	CmdGIFPasses           ID = "cmd.gif-passes"
	CmdGIFStdoutTerminal   ID = "cmd.gif-stdout-terminal"
	CmdGIFDangling         ID = "cmd.gif-dangling"
	CmdGIFFolder           ID = "cmd.gif-folder"
)

// replay's, and the words of replay --check's text report.
const (
	CmdReplayOneArg    ID = "cmd.replay-one-arg"
	CmdReplayFormat    ID = "cmd.replay-format"
	CmdReplayOrder     ID = "cmd.replay-order"
	CmdCannotReadTrace ID = "cmd.cannot-read-trace"
	CmdTraceWrong      ID = "cmd.trace-wrong"
	CmdReplayOK        ID = "cmd.replay-ok" // %s the summary (replay.Summary)
	CmdReplayTheLine   ID = "cmd.replay-the-line"
	CmdReplayBoard     ID = "cmd.replay-board"
	CmdReplayExpected  ID = "cmd.replay-expected" // %s the line expected, in the format
	CmdStandardInput   ID = "cmd.standard-input"  // the name of a trace read from standard input
	CmdReadingTrace    ID = "cmd.reading-trace"
	CmdTraceCannotShow ID = "cmd.trace-cannot-show"
)

// exercise's (and internal/teach/exercise's names of the kinds).
const (
	CmdExerciseUnknown        ID = "cmd.exercise-unknown" // %s ExerciseNoKind
	CmdExerciseMRV            ID = "cmd.exercise-mrv"
	CmdResultFolder           ID = "cmd.result-folder"
	CmdResultNoFolder         ID = "cmd.result-no-folder" // %[1]s the folder; %[2]s the file
	ExerciseNoKind            ID = "exercise.no-kind"
	ExerciseBoardSize         ID = "exercise.board-size"
	ExerciseAboutBacktrack    ID = "exercise.about.backtrack" // what the student does, in a line (nqueens exercise lists them)
	ExerciseAboutSymmetry     ID = "exercise.about.symmetry"
	ExerciseAboutBitmask      ID = "exercise.about.bitmask"
	ExerciseAboutFC           ID = "exercise.about.fc"
	ExerciseAboutMinConflicts ID = "exercise.about.min-conflicts"
	ExerciseAboutOther        ID = "exercise.about.other" // a kind the list does not know: its name
)

// A results file, as grades reads it (internal/teach/results).
const (
	ResultsUnknownColumn ID = "results.unknown-column"
	ResultsColumnTwice   ID = "results.column-twice"
	ResultsNoColumn      ID = "results.no-column"
	ResultsTime          ID = "results.time"
	ResultsNotWhole      ID = "results.not-whole" // %[1]s the column; %[2]s its value
	ResultsNotNumber     ID = "results.not-number"
	ResultsActivity      ID = "results.activity"
	ResultsNoStudent     ID = "results.no-student"
	ResultsKind          ID = "results.kind"
	ResultsPredictSeed   ID = "results.predict-seed"
	ResultsScore         ID = "results.score"
	ResultsWrong         ID = "results.wrong"
	ResultsSeconds       ID = "results.seconds"
)

// lesson's, and a lesson file's faults (internal/teach/lesson).
const (
	CmdLessonCount           ID = "cmd.lesson-count"
	CmdLessonNotFound        ID = "cmd.lesson-not-found"
	CmdLessonScripts         ID = "cmd.lesson-scripts"
	CmdLessonOutBad          ID = "cmd.lesson-out-bad" // %[1]s what is wrong with the file; %[2]s the capture key
	CmdLessonOutNoDir        ID = "cmd.lesson-out-no-dir"
	CmdLessonOut             ID = "cmd.lesson-out"
	LessonFileEmpty          ID = "lesson-file.empty"
	LessonFileTitle          ID = "lesson-file.title"
	LessonFileNoSlides       ID = "lesson-file.no-slides"
	LessonFileTooManySlides  ID = "lesson-file.too-many-slides"
	LessonFileTooLarge       ID = "lesson-file.too-large"
	LessonFileNUL            ID = "lesson-file.nul"
	LessonFileNotUTF8        ID = "lesson-file.not-utf8"
	LessonFileLongLine       ID = "lesson-file.long-line"
	LessonFileNotKey         ID = "lesson-file.not-key" // %[1]s the line; %[2]s the keys
	LessonFileTwice          ID = "lesson-file.twice"
	LessonFileCaption        ID = "lesson-file.caption"
	LessonFileCaptionRule    ID = "lesson-file.caption-rule"
	LessonFileOption         ID = "lesson-file.option"
	LessonFilePastEnd        ID = "lesson-file.past-end"
	LessonFilePredictNothing ID = "lesson-file.predict-nothing"
	LessonFileLangFirst      ID = "lesson-file.lang-first"
	LessonFileBadN           ID = "lesson-file.bad-n"
	LessonFileBadAlgo        ID = "lesson-file.bad-algo"
	LessonFileNotWhole       ID = "lesson-file.not-whole"
	LessonFileBadStart       ID = "lesson-file.bad-start"
	LessonFileBadStep        ID = "lesson-file.bad-step"
	LessonFileBadView        ID = "lesson-file.bad-view"
	LessonFileBadLayout      ID = "lesson-file.bad-layout"
	LessonFileBadPanel       ID = "lesson-file.bad-panel"
	LessonFileOnOff          ID = "lesson-file.on-off"
	LessonFileBadRun         ID = "lesson-file.bad-run"
	LessonFileBadEvent       ID = "lesson-file.bad-event"
	LessonFileBadCount       ID = "lesson-file.bad-count"
	LessonFileNoEvent        ID = "lesson-file.no-event" // %[1]s the event's kind, as the format names it
	LessonFileRunEnds        ID = "lesson-file.run-ends" // %[1]s the last step; %[2]s how many; %[3]s the event's kind; %[4]s the step it runs from
	LessonFactUnclosed       ID = "lesson-fact.unclosed"
	LessonFactUnknown        ID = "lesson-fact.unknown" // %[1]s as written; %[2]s its name; %[3]s the facts
	LessonFactDiffers        ID = "lesson-fact.differs"
	LessonFactNoSquare       ID = "lesson-fact.no-square"
	LessonFactNoRow          ID = "lesson-fact.no-row"
	LessonFactNoBy           ID = "lesson-fact.no-by"
	LessonFactNotAttack      ID = "lesson-fact.not-attack"
	LessonFactDomain         ID = "lesson-fact.domain"
	LessonFactPlain          ID = "lesson-fact.plain"
	LessonFactPairs          ID = "lesson-fact.pairs"
	LessonFactCounted        ID = "lesson-fact.counted"
	LessonFactAtSolutionN    ID = "lesson-fact.at-solution-n"
	LessonFactFixedBy        ID = "lesson-fact.fixed-by"
	LessonFactNotFact        ID = "lesson-fact.not-fact"
	LessonFactBitmask        ID = "lesson-fact.bitmask"
	LessonFactLowbit         ID = "lesson-fact.lowbit"
	LessonFactClassSizes     ID = "lesson-fact.class-sizes"
	PredictBadDensity        ID = "predict.bad-density"
)

// serve's command line.
const (
	CmdRoomCode        ID = "cmd.room-code" // %[1]s the flag or its variable; %[2]s the value; %[3]s the word that asks for a new code
	CmdRoomNeedsKeys   ID = "cmd.room-needs-keys"
	CmdKeysNeedRoom    ID = "cmd.keys-need-room"
	CmdResultsNeedRoom ID = "cmd.results-need-room"
)

// A trace that replay cannot read (solver/replay): its lines, their JSON.
const (
	ReplayLine            ID = "replay.check-line" // %[1]s the line; %[2]s what is wrong
	ReplayEmpty           ID = "replay.empty"
	ReplayNoBoard         ID = "replay.no-board"
	ReplayMetaN           ID = "replay.meta-n"
	ReplayMetaAlgo        ID = "replay.meta-algo"
	ReplayMRVIsFC         ID = "replay.mrv-is-fc"
	ReplayMRVOfFC         ID = "replay.mrv-of-fc"
	ReplayLongLine        ID = "replay.long-line"
	ReplayReading         ID = "replay.reading"
	ReplayBoardSize       ID = "replay.board-size"
	ReplayOrderAny        ID = "replay.order-any"
	ReplayMetaFirst       ID = "replay.meta-first"
	ReplayAfterDone       ID = "replay.after-done"
	ReplayEndsBeforeDone  ID = "replay.ends-before-done"
	ReplayEndsUnreported  ID = "replay.ends-unreported"
	ReplayBadUTF8         ID = "replay.bad-utf8"
	ReplayEmptyLine       ID = "replay.empty-line"
	ReplayLineEnds        ID = "replay.line-ends"
	ReplayByteExpected    ID = "replay.byte-expected"
	ReplayNotObject       ID = "replay.not-object"
	ReplayTextAfter       ID = "replay.text-after"
	ReplayEscape          ID = "replay.escape"
	ReplayControl         ID = "replay.control"
	ReplayUnclosed        ID = "replay.unclosed"
	ReplayNumberTooLarge  ID = "replay.number-too-large"
	ReplayLeadingZero     ID = "replay.leading-zero"
	ReplayFraction        ID = "replay.fraction"
	ReplayNegative        ID = "replay.negative"
	ReplayOffBoard        ID = "replay.off-board" // %[1]s the field; %[2]s its value; %[3]s N; %[4]s N-1
	ReplayPartRow         ID = "replay.part-row"  // which part of a square [row,col]
	ReplayPartColumn      ID = "replay.part-column"
	ReplaySquareExpected  ID = "replay.square-expected"
	ReplaySquareIs        ID = "replay.square-is"
	ReplayListExpected    ID = "replay.list-expected"
	ReplayTooManyEntries  ID = "replay.too-many-entries"
	ReplayCountsConflicts ID = "replay.counts-conflicts"
	ReplayUnknownField    ID = "replay.unknown-field"
	ReplayFieldTwice      ID = "replay.field-twice"
	ReplayUnknownKind     ID = "replay.unknown-kind"
	ReplayUnknownLine     ID = "replay.unknown-line"
	ReplayUnknownAlgo     ID = "replay.unknown-algo"
	ReplayUnknownStart    ID = "replay.unknown-start"
	ReplayMoreThanBoard   ID = "replay.more-than-board"
	ReplayNoKind          ID = "replay.no-kind"
	ReplayNeeds           ID = "replay.needs" // %[1]s the kind; %[2]s the fields (i18n.AndList)
	ReplayNotField        ID = "replay.not-field"
	ReplayMRVOption       ID = "replay.mrv-option"
	ReplaySeedStart       ID = "replay.seed-start"
	ReplayQueensCount     ID = "replay.queens-count"
	ReplayCountsCount     ID = "replay.counts-count"
	ReplayWantNumber      ID = "replay.want-number" // what a line should hold at a byte
	ReplayWantFieldName   ID = "replay.want-field-name"
	ReplayWantKind        ID = "replay.want-kind"
	ReplayWantLine        ID = "replay.want-line"
	ReplayWantAlgo        ID = "replay.want-algo"
	ReplayWantStart       ID = "replay.want-start"
)

// replay --check's verdicts: why a line breaks the strategy's rules, what was expected, how a good trace differs (solver/replay).
const (
	WhySolutionNow        ID = "replay.why-solution-now"
	WhyWipeOutNow         ID = "replay.why-wipe-out-now"
	WhyPruneNow           ID = "replay.why-prune-now"
	WhyNotHere            ID = "replay.why-not-here"
	WhyRowFilled          ID = "replay.why-row-filled"
	WhyEveryRow           ID = "replay.why-every-row"
	WhyRowHasQueen        ID = "replay.why-row-has-queen"
	WhyAttacked           ID = "replay.why-attacked"
	WhyTopDown            ID = "replay.why-top-down"
	WhyConstruct          ID = "replay.why-construct"
	WhyBitmaskAttackFirst ID = "replay.why-bitmask-attack-first"
	WhyPlaceTried         ID = "replay.why-place-tried"
	WhyMRVNext            ID = "replay.why-m-r-v-next"
	WhyFCTopDown          ID = "replay.why-f-c-top-down"
	WhyFCTried            ID = "replay.why-f-c-tried"
	WhyFCSkipped          ID = "replay.why-f-c-skipped"
	WhyMustLift           ID = "replay.why-must-lift"
	WhyRowHasQueenFilled  ID = "replay.why-row-has-queen-filled"
	WhyRowByRow           ID = "replay.why-row-by-row"
	WhyOneRowAtATime      ID = "replay.why-one-row-at-a-time"
	WhyTriedUnsettled     ID = "replay.why-tried-unsettled"
	WhyBitmaskPlaceNext   ID = "replay.why-bitmask-place-next"
	WhyBitmaskFreeOnly    ID = "replay.why-bitmask-free-only"
	WhyTriedOnce          ID = "replay.why-tried-once"
	WhyBitmaskLowest      ID = "replay.why-bitmask-lowest"
	WhyColumn             ID = "replay.why-column"
	WhyColumns            ID = "replay.why-columns"
	WhyArraySkipped       ID = "replay.why-array-skipped"
	WhyAttackRow          ID = "replay.why-attack-row"
	WhyAttackTried        ID = "replay.why-attack-tried"
	WhyNotAttacked        ID = "replay.why-not-attacked"
	WhyNoQueenAttacks     ID = "replay.why-no-queen-attacks"
	WhyOtherAttacks       ID = "replay.why-other-attacks"
	WhyOtherLine          ID = "replay.why-other-line"
	WhyWrongQueen         ID = "replay.why-wrong-queen"
	WhyBitmaskLeftToRight ID = "replay.why-bitmask-left-to-right"
	WhyBitmaskOnce        ID = "replay.why-bitmask-once"
	WhyNoQueenToLift      ID = "replay.why-no-queen-to-lift"
	WhyLiftLast           ID = "replay.why-lift-last"
	WhyStillToTry         ID = "replay.why-still-to-try"
	WhyStillInDomain      ID = "replay.why-still-in-domain"
	WhyStillSafe          ID = "replay.why-still-safe"
	WhyNotSolutionPlaced  ID = "replay.why-not-solution-placed"
	WhyQueensListed       ID = "replay.why-queens-listed"
	WhySolutionAgain      ID = "replay.why-solution-again"
	WhyIndex              ID = "replay.why-index"
	WhyNotOver            ID = "replay.why-not-over"
	WhyNotOverRow0        ID = "replay.why-not-over-row0"
	WhyDoneCounts         ID = "replay.why-done-counts"
	WhyPruneAfterPlace    ID = "replay.why-prune-after-place"
	WhyNothingToPrune     ID = "replay.why-nothing-to-prune"
	WhyPruneIsLast        ID = "replay.why-prune-is-last"
	WhyPruneTwice         ID = "replay.why-prune-twice"
	WhyPruneMisses        ID = "replay.why-prune-misses"
	WhyPruneAdds          ID = "replay.why-prune-adds"
	WhyPruneOf            ID = "replay.why-prune-of"
	WhyWipeHasQueen       ID = "replay.why-wipe-has-queen"
	WhyDomainHolds        ID = "replay.why-domain-holds"
	WhyWipeAfterPrune     ID = "replay.why-wipe-after-prune"
	WhyDomainHoldsOther   ID = "replay.why-domain-holds-other"
	WhyWipeFirst          ID = "replay.why-wipe-first"
	WhyLastSquareBy       ID = "replay.why-last-square-by"
	WhyStartFirst         ID = "replay.why-start-first"
	WhyNoStartAgain       ID = "replay.why-no-start-again"
	WhyPairsStart         ID = "replay.why-pairs-start"
	WhyAfterStartOrMove   ID = "replay.why-after-start-or-move"
	WhyAPick              ID = "replay.why-a-pick"
	WhyAGiveUp            ID = "replay.why-a-give-up"
	WhyQueenOfRow         ID = "replay.why-queen-of-row"
	WhyPickAttacked       ID = "replay.why-pick-attacked"
	WhyConflicts          ID = "replay.why-conflicts"
	WhyEvaluateAfterPick  ID = "replay.why-evaluate-after-pick"
	WhyEvaluateRow        ID = "replay.why-evaluate-row"
	WhyCountsAt           ID = "replay.why-counts-at"
	WhyMoveAfterEvaluate  ID = "replay.why-move-after-evaluate"
	WhyMovePicked         ID = "replay.why-move-picked"
	WhyFrom               ID = "replay.why-from"
	WhyMoveLeast          ID = "replay.why-move-least"
	WhyPairsMove          ID = "replay.why-pairs-move"
	WhySolutionAfter      ID = "replay.why-solution-after"
	WhyNotSolutionPairs   ID = "replay.why-not-solution-pairs"
	WhyMCIndex            ID = "replay.why-m-c-index"
	WhyPairs              ID = "replay.why-pairs"
	WhyMoves              ID = "replay.why-moves"
	WhyStarts             ID = "replay.why-starts"
	WhySolutionBeforeDone ID = "replay.why-solution-before-done"
	WhyRunNotOver         ID = "replay.why-run-not-over"
	WhySolutionNowMC      ID = "replay.why-solution-now-m-c"
	WhyAttackersTwice     ID = "replay.why-attackers-twice"
	WhyAttackersNone      ID = "replay.why-attackers-none"
	WhyAttackersNotAttack ID = "replay.why-attackers-not-attack"
	WhyAttackersMissing   ID = "replay.why-attackers-missing"
	WhyAfterDoneRun       ID = "replay.why-after-done-run"
	ExpectPick            ID = "replay.expect-pick"
	ExpectMove            ID = "replay.expect-move"
	ExpectNothing         ID = "replay.expect-nothing"
	ExpectStart           ID = "replay.expect-start"
	WhyJustTried          ID = "replay.why-just-tried"
	WhyLiftNow            ID = "replay.why-lift-now"
	WhyLiftAfterSolution  ID = "replay.why-lift-after-solution"
	WhyRowUntil           ID = "replay.why-row-until"
	WhyColumnDone         ID = "replay.why-column-done"
	WhyNotInDomain        ID = "replay.why-not-in-domain"
	WhyFillsTopDown       ID = "replay.why-fills-top-down"
	WhyMRVFewest          ID = "replay.why-m-r-v-fewest"
	WhyFreeOnlyAttack     ID = "replay.why-free-only-attack"
	WhyAttacksTriedOnly   ID = "replay.why-attacks-tried-only"
	WhyNoQueenToAttack    ID = "replay.why-no-queen-to-attack"
	WhyDoesNotAttack      ID = "replay.why-does-not-attack"
	WhyPlaceFree          ID = "replay.why-place-free"
	WhyNoPrune            ID = "replay.why-no-prune"
	WhyPruneJustPlaced    ID = "replay.why-prune-just-placed"
	WhyListedTwice        ID = "replay.why-listed-twice"
	WhyPruneRowQueen      ID = "replay.why-prune-row-queen"
	WhyAlsoTakes          ID = "replay.why-also-takes"
	WhyNoWipe             ID = "replay.why-no-wipe"
	WhyTookLast           ID = "replay.why-took-last"
	WhyEmptyIsOther       ID = "replay.why-empty-is-other"
	WhyNoneToLift         ID = "replay.why-none-to-lift"
	WhyLiftTop            ID = "replay.why-lift-top"
	WhyNextRowUntried     ID = "replay.why-next-row-untried"
	WhyUntried            ID = "replay.why-untried"
	WhySolutionReported   ID = "replay.why-solution-reported"
	WhyOnlySome           ID = "replay.why-only-some"
	WhyIndexAny           ID = "replay.why-index-any"
	WhyQueensAre          ID = "replay.why-queens-are"
	WhyStillStand         ID = "replay.why-still-stand"
	WhyDoneSays           ID = "replay.why-done-says"
	WhyBoardHas           ID = "replay.why-board-has"
	ExpectAttackOrPlace   ID = "replay.expect-attack-or-place"
	ExpectPrune           ID = "replay.expect-prune"
	ExpectWipeOut         ID = "replay.expect-wipe-out"
	ExpectBacktrack       ID = "replay.expect-backtrack"
	ExpectSolution        ID = "replay.expect-solution"
	ExpectQueenInDomain   ID = "replay.expect-queen-in-domain"
	ExpectColumnLeft      ID = "replay.expect-column-left"
	DiffVarying           ID = "replay.diff-varying"
	DiffRightToLeft       ID = "replay.diff-right-to-left"
	DiffAttackers         ID = "replay.diff-attackers"
	DiffLateAttacks       ID = "replay.diff-late-attacks"
	DiffTies              ID = "replay.diff-ties"
	DiffWipes             ID = "replay.diff-wipes"
	WhyKindNotMade        ID = "replay.why-kind-not-made"
	WhyStep               ID = "replay.why-step"
	SumLine               ID = "replay.sum-line"
	SumMatches            ID = "replay.sum-matches"
	SumValidOrder         ID = "replay.sum-valid-order"
	SumValid              ID = "replay.sum-valid"
	SumRules              ID = "replay.sum-rules"
	SumWithMRV            ID = "replay.sum-with-m-r-v"
	AmountQueens          ID = "replay.amount-queens"
	AmountSquares         ID = "replay.amount-squares"
	AmountConflicts       ID = "replay.amount-conflicts"
	AmountEvents          ID = "replay.amount-events"
	AmountAttacks         ID = "replay.amount-attacks"
	AmountVisits          ID = "replay.amount-visits"
	AmountWipeOuts        ID = "replay.amount-wipe-outs"
	AmountMoves           ID = "replay.amount-moves"
	AmountStarts          ID = "replay.amount-starts"
)

// errorMessages are the commands' messages at run time.
var errorMessages = map[ID]entry{
	CmdStdoutNotOpen: {
		en: "writing standard output: it is not open for writing (%s)",
		zh: "写入标准输出：它没有以写入方式打开（%s）",
		es: "al escribir la salida estándar: no está abierta para escritura (%s)",
	},
	CmdStdoutWrite: {
		en: "writing standard output: %s",
		zh: "写入标准输出：%s",
		es: "al escribir la salida estándar: %s",
	},
	CmdNPositive: {
		en: "N must be a positive whole number, got %s",
		zh: "N 必须是正整数，而不是 %s",
		es: "N debe ser un número entero positivo, no %s",
	},
	CmdSizeIsFlag: {
		en: "the board size is a flag: nqueens -n %s (or nqueens count %[1]s, solve %[1]s, trace %[1]s)",
		zh: "棋盘大小要用选项给出：nqueens -n %[1]s（或 nqueens count %[1]s、solve %[1]s、trace %[1]s）",
		es: "el tamaño del tablero es una opción: nqueens -n %[1]s (o nqueens count %[1]s, solve %[1]s, trace %[1]s)",
	},
	CmdUnknownSuggest: {
		en: "unknown command %s; did you mean %s?",
		zh: "未知命令 %s；你是想输入 %s 吗？",
		es: "comando desconocido %s; ¿querías decir %s?",
	},
	CmdUnknownCommand: {
		en: "unknown command %s; the commands are %s (see nqueens --help)",
		zh: "未知命令 %s；可用的命令有 %s（见 nqueens --help）",
		es: "comando desconocido %s; los comandos son %s (véase nqueens --help)",
	},
	CmdNoHelpTopic: {
		en: "no help topic %s; the commands are %s",
		zh: "没有关于 %s 的帮助；可用的命令有 %s",
		es: "no hay ayuda sobre %s; los comandos son %s",
	},
	CmdCompletionShell: {
		en: "completion takes a shell: %s; got %s",
		zh: "completion 需要指定一种 shell：%s；收到的是 %s",
		es: "completion necesita un shell: %s; se recibió %s",
	},
	CmdNWhole: {
		en: "N must be a whole number from 1 to %s, got %s",
		zh: "N 必须是从 1 到 %s 的整数，而不是 %s",
		es: "N debe ser un número entero de 1 a %s, no %s",
	},
	CmdNRange: {
		en: "N must be from 1 to %s, got %s",
		zh: "N 必须在 1 到 %s 之间，而不是 %s",
		es: "N debe estar entre 1 y %s, no %s",
	},
	CmdOneN: {
		en: "%s takes exactly one argument N, the board size (see `%s --help`)",
		zh: "%s 只接受一个参数 N，即棋盘大小（见 `%s --help`）",
		es: "%s recibe exactamente un argumento N, el tamaño del tablero (véase `%s --help`)",
	},
	ListOr: {
		en: " or ",
		zh: " 或 ",
		es: " o ",
	},
	ErrAt: {
		en: "%s: %s",
		zh: "%s：%s",
		es: "%s: %s", same: true,
	},
	ErrAtLine: {
		en: "%s:%s: %s",
		zh: "%s:%s：%s",
		es: "%s:%s: %s", same: true,
	},
	AsIs: {
		en: "%s",
		zh: "%s",
		es: "%s", same: true,
	},
	ListSemicolon: {
		en: "; ",
		zh: "；",
		es: "; ", same: true,
	},
	CmdFlagValue: {
		en: "%s %s",
		zh: "%s %s",
		es: "%s %s", same: true,
	},
	CmdFlagBool: {
		en: "%s takes no value, or =true or =false; got %s",
		zh: "%s 不带值，或写作 =true、=false；收到的是 %s",
		es: "%s no lleva valor, o lleva =true o =false; se recibió %s",
	},
	CmdFlagBadValue: {
		en: "%s: bad value %s",
		zh: "%s：无效的值 %s",
		es: "%s: valor no válido %s",
	},
	CmdMustBe: {
		en: "must be %s, got %s",
		zh: "必须是 %s，而不是 %s",
		es: "debe ser %s, no %s",
	},
	CmdMustBeWhole: {
		en: "must be a whole number %s, got %s",
		zh: "必须是整数（%s），而不是 %s",
		es: "debe ser un número entero %s, no %s",
	},
	CmdMustBeIn: {
		en: "must be %s, got %s",
		zh: "必须是整数（%s），而不是 %s",
		es: "debe ser %s, no %s",
	},
	CmdTooLarge: {
		en: "%s is too large (at most %s)",
		zh: "%s 太大了（最多 %s）",
		es: "%s es demasiado grande (como máximo %s)",
	},
	CmdFromTo: {
		en: "from %s to %s",
		zh: "%s 到 %s",
		es: "de %s a %s",
	},
	CmdOrMore: {
		en: "%s or more",
		zh: "不小于 %s",
		es: "mayor o igual que %s",
	},
	CmdAtLeast1: {
		en: "at least 1",
		zh: "不小于 1",
		es: "mayor o igual que 1",
	},
	CmdMinMeans: {
		en: "%s (%s: %s)",
		zh: "%s；%s 表示%s",
		es: "%s (%s: %s)", same: true,
	},
	CmdMeansNoLimit: {
		en: "no limit",
		zh: "不限",
		es: "sin límite",
	},
	CmdMeansFirstSolution: {
		en: "up to the first solution",
		zh: "直到第一个解",
		es: "hasta la primera solución",
	},
	CmdMeansWholeTree: {
		en: "the whole tree, N ≤ 6 only",
		zh: "整棵树，仅限 N ≤ 6",
		es: "el árbol entero, solo con N ≤ 6",
	},
	CmdMustBeDuration: {
		en: "must be a duration %s such as 900ms or 1.5s, got %s",
		zh: "必须是时长（%s），如 900ms 或 1.5s，而不是 %s",
		es: "debe ser una duración %s, como 900ms o 1.5s, no %s",
	},
	CmdLongerThan0: {
		en: "longer than 0",
		zh: "大于 0",
		es: "mayor que 0",
	},
	CmdFrom0To: {
		en: "from 0s to %s",
		zh: "0s 到 %s",
		es: "de 0s a %s",
	},
	CmdMustBeBytes: {
		en: "must be a whole number of bytes with an optional K, M, G or T (binary: 4G is 4 GiB), got %s",
		zh: "必须是整数字节数，可带 K、M、G 或 T（二进制单位：4G 即 4 GiB），而不是 %s",
		es: "debe ser un número entero de bytes con una K, M, G o T opcional (binarias: 4G son 4 GiB), no %s",
	},
	CmdEnvValue: {
		en: "%s (for --%s) %s",
		zh: "%s（用于 --%s）%s",
		es: "%s (para --%s) %s",
	},
	CmdEnvBool: {
		en: "%s (for --%s) must be true or false, got %s",
		zh: "%s（用于 --%s）必须是 true 或 false，而不是 %s",
		es: "%s (para --%s) debe ser true o false, no %s",
	},
	CmdEnvBadValue: {
		en: "%s (for --%s): bad value %s",
		zh: "%s（用于 --%s）：无效的值 %s",
		es: "%s (para --%s): valor no válido %s",
	},
	CmdOptionOf: {
		en: "--%s is an option of --algo %s",
		zh: "--%s 是 --algo %s 的选项",
		es: "--%s es una opción de --algo %s",
	},
	CmdNoTerminal: {
		en: "the visualizer needs a terminal; use `nqueens count`, `solve`, `trace` or `tree` in pipes and scripts",
		zh: "可视化界面需要终端；在管道和脚本中请用 `nqueens count`、`solve`、`trace` 或 `tree`",
		es: "el visualizador necesita una terminal; en tuberías y scripts usa `nqueens count`, `solve`, `trace` o `tree`",
	},
	CmdASCIIUnicode: {
		en: "--ascii and --unicode contradict each other: give one",
		zh: "--ascii 和 --unicode 互相矛盾：只给一个",
		es: "--ascii y --unicode se contradicen: indica solo una",
	},
	CmdMustBeDensity: {
		en: "must be every, attacks, backtracks, rows, solutions, or kinds of question joined by + (%s), got %s",
		zh: "必须是 every、attacks、backtracks、rows、solutions，或用 + 连接的问题种类（%s），而不是 %s",
		es: "debe ser every, attacks, backtracks, rows, solutions, o tipos de pregunta unidos con + (%s), no %s",
	},
	CmdMustBeSpeed: {
		en: "must be max or a whole number of steps per second from 1 to %s, got %s",
		zh: "必须是 max，或每秒步数（1 到 %s 的整数），而不是 %s",
		es: "debe ser max o un número entero de pasos por segundo de 1 a %s, no %s",
	},
	CmdAccessibleCompare: {
		en: "--accessible tells one search; --compare draws two side by side (run one, then the other)",
		zh: "--accessible 只讲述一次搜索；--compare 是把两次搜索并排画出（先运行一个，再运行另一个）",
		es: "--accessible narra una búsqueda; --compare dibuja dos lado a lado (ejecuta una y luego la otra)",
	},
	CmdAccessibleMode: {
		en: "--accessible has the watch and solutions views; --mode %s places queens with the arrow keys or the mouse",
		zh: "--accessible 提供 watch 和 solutions 两个视图；--mode %s 要用方向键或鼠标放置皇后",
		es: "--accessible tiene las vistas watch y solutions; --mode %s coloca reinas con las flechas o el ratón",
	},
	CmdTreeNone: {
		en: "--algo %s has no search tree: it is %s (its events: nqueens trace %s --algo %s)",
		zh: "--algo %[1]s 没有搜索树：它是%[2]s（它的事件：nqueens trace %[3]s --algo %[4]s）",
		es: "--algo %[1]s no tiene árbol de búsqueda: es %[2]s (sus eventos: nqueens trace %[3]s --algo %[4]s)",
	},
	CmdTreeTooLarge: {
		en: "the whole tree of N=%s is too large to draw: give --limit K to stop after K events (the whole tree needs N ≤ %s)",
		zh: "N=%s 的整棵树太大，画不出来：用 --limit K 在 K 个事件后停下（画整棵树要求 N ≤ %s）",
		es: "el árbol entero de N=%s es demasiado grande para dibujarlo: indica --limit K para parar tras K eventos (el árbol entero requiere N ≤ %s)",
	},
	MethodArray: {
		en: "plain backtracking",
		zh: "普通回溯",
		es: "retroceso simple",
	},
	MethodBitmask: {
		en: "plain backtracking on bit words",
		zh: "基于位字的普通回溯",
		es: "retroceso simple sobre palabras de bits",
	},
	MethodFC: {
		en: "backtracking with forward checking",
		zh: "带前向检查的回溯",
		es: "retroceso con comprobación hacia adelante",
	},
	MethodMinConflicts: {
		en: "a local search",
		zh: "一种局部搜索",
		es: "una búsqueda local",
	},
	MethodConstruct: {
		en: "an explicit construction",
		zh: "一种显式构造",
		es: "una construcción explícita",
	},
	TitleArray: {
		en: "plain backtracking",
		zh: "普通回溯",
		es: "retroceso simple",
	},
	TitleBitmask: {
		en: "bitmask backtracking",
		zh: "位掩码回溯",
		es: "retroceso con máscara de bits",
	},
	TitleFC: {
		en: "forward checking",
		zh: "前向检查",
		es: "comprobación hacia adelante",
	},
	TitleMinConflicts: {
		en: "min-conflicts",
		zh: "最小冲突",
		es: "mínimos conflictos",
	},
	TitleConstruct: {
		en: "construct",
		zh: "构造法",
		es: "construcción",
	},
	CmdFromSeekLimit: {
		en: "--from %s cannot finish on N=%s: past N=%s it walks through each solution, up to %s",
		zh: "--from %s 在 N=%s 上无法完成：N 超过 %s 时要逐个走过每个解，最多到第 %s 个",
		es: "--from %s no puede terminar con N=%s: pasado N=%s recorre cada solución, hasta %s",
	},
	CmdFromPastLast: {
		en: "--from %s is past the last: N=%s has %s",
		zh: "--from %s 超过了最后一个：N=%s 共有 %s",
		es: "--from %s está más allá de la última: N=%s tiene %s",
	},
	CmdUniqueSolutions: {
		en: amountOf("%[2]s unique solution", "%[2]s unique solutions"),
		zh: counted("%[2]s 个基本解"),
		es: amountOf("%[2]s solución fundamental", "%[2]s soluciones fundamentales"),
	},
	CmdNoSolutions: {
		en: "N=%s has no solutions",
		zh: "N=%s 无解",
		es: "N=%s no tiene soluciones",
	},
	CmdFromNeedsAlgo: {
		en: "--from needs --algo %s (it skips whole subtrees of their search)",
		zh: "--from 需要 --algo %s（它会跳过它们搜索中的整棵子树）",
		es: "--from necesita --algo %s (salta subárboles enteros de su búsqueda)",
	},
	CmdUniqueNeedsAlgo: {
		en: "--unique needs --algo %s",
		zh: "--unique 需要 --algo %s",
		es: "--unique necesita --algo %s",
	},
	CmdOneSolutionLimit: {
		en: "--algo %s finds one solution: --limit must be 1, got %s",
		zh: "--algo %s 只找一个解：--limit 必须是 1，而不是 %s",
		es: "--algo %s encuentra una sola solución: --limit debe ser 1, no %s",
	},
	CmdBoardsOnlyCols: {
		en: "--algo %s prints boards of N above %s only with --format cols (N=%s)",
		zh: "--algo %s 只有在 --format cols 下才输出 N 大于 %s 的棋盘（N=%s）",
		es: "--algo %s imprime tableros de N mayor que %s solo con --format cols (N=%s)",
	},
	CmdRandomStartN: {
		en: "--start random costs about N² steps: up to N=%s (N=%s); the greedy start takes any N",
		zh: "--start random 大约要 N² 步：最多到 N=%s（这里 N=%s）；贪心起始适用于任何 N",
		es: "--start random cuesta unos N² pasos: hasta N=%s (N=%s); el inicio voraz admite cualquier N",
	},
	SolverGaveUp: {
		en: "min-conflicts gave up on N=%s after %s moves and %s starts, %s still attacking each other: it only repairs a placement, so it cannot tell whether the board has a solution",
		zh: "最小冲突在 N=%s 上放弃了：走了 %s 步、开始了 %s 次之后，仍有 %s互相攻击；它只会修补一种摆法，所以无法判断这个棋盘是否有解",
		es: "mínimos conflictos se rindió con N=%s tras %s movimientos y %s arranques, con %s que aún se atacan: solo repara una colocación, así que no puede saber si el tablero tiene solución",
	},
	SolverPairs: {
		en: amountOf("%[2]s pair of queens", "%[2]s pairs of queens"),
		zh: counted("%[2]s 对皇后"),
		es: amountOf("%[2]s par de reinas", "%[2]s pares de reinas"),
	},
	EstAbout: {
		en: "about %s on %s (%s)",
		zh: "约 %s，用 %s（%s）",
		es: "unos %s con %s (%s)",
	},
	EstWorkers: {
		en: amountOf("%[2]s worker", "%[2]s workers"),
		zh: counted("%[2]s 个线程"),
		es: amountOf("%[2]s hilo", "%[2]s hilos"),
	},
	EstTimed: {
		en: "timed on %s sampled of its %s tasks, scaled to them all",
		zh: "从它的 %[2]s 个任务中抽取 %[1]s 个计时，再按比例推算到全部",
		es: "medido con %s tareas de muestra de sus %s, escalado a todas",
	},
	EstExtrapolated: {
		en: "extrapolated from %s sampled tasks each at N=%s..%s, at their ×%s a step; the growth rises with N, so it is likely more",
		zh: "由 N=%[2]s..%[3]s 各抽样 %[1]s 个任务外推而来，按其每步 ×%[4]s 计；增长率随 N 上升，所以实际很可能更久",
		es: "extrapolado de %s tareas de muestra en cada N=%s..%s, a su ×%s por paso; el crecimiento aumenta con N, así que probablemente sea más",
	},
	EstUnknown: {
		en: "an unknown time (the machine was too busy to measure)",
		zh: "未知的时间（机器太忙，无法测量）",
		es: "un tiempo desconocido (la máquina estaba demasiado ocupada para medirlo)",
	},
	EstSeconds: {
		en: "%s s",
		zh: "%s 秒",
		es: "%s s", same: true,
	},
	EstMinutes: {
		en: "%s min",
		zh: "%s 分钟",
		es: "%s min", same: true,
	},
	EstHours: {
		en: "%s hours",
		zh: "%s 小时",
		es: "%s horas",
	},
	EstDays: {
		en: "%s days",
		zh: "%s 天",
		es: "%s días",
	},
	EstYears: {
		en: "%s years",
		zh: "%s 年",
		es: "%s años",
	},
	CmdCountRefused: {
		en: "%s would take %s; this refuses past %s: pass --force to start anyway, or split it with --shard i/m across machines",
		zh: "%s 预计需要 %s；超过 %s 的计数会被拒绝：加上 --force 仍然开始，或用 --shard i/m 分到多台机器上",
		es: "%s tardaría %s; se rechaza por encima de %s: pasa --force para empezar de todos modos, o repártelo con --shard i/m entre varias máquinas",
	},
	CmdShardNeedsValue: {
		en: "--shard needs a value: i/m or auto/m",
		zh: "--shard 需要一个值：i/m 或 auto/m",
		es: "--shard necesita un valor: i/m o auto/m",
	},
	CmdCheckpointNeedsName: {
		en: "--checkpoint needs a file or folder name (an empty value would count with no checkpoint)",
		zh: "--checkpoint 需要一个文件名或文件夹名（空值就等于不用检查点计数）",
		es: "--checkpoint necesita un nombre de archivo o de carpeta (un valor vacío contaría sin punto de control)",
	},
	CmdMergeTakesNo: {
		en: "--merge adds up finished shards: it takes no --shard, --checkpoint or --force",
		zh: "--merge 是把已完成的分片加起来：它不接受 --shard、--checkpoint 或 --force",
		es: "--merge suma fragmentos terminados: no admite --shard, --checkpoint ni --force",
	},
	CmdMergeWorkers: {
		en: "--merge takes --workers only with --verify, which counts",
		zh: "--merge 只有配合会重新计数的 --verify 才接受 --workers",
		es: "--merge admite --workers solo con --verify, que cuenta",
	},
	CmdVerifyNeedsMerge: {
		en: "--verify and --seed check a --merge",
		zh: "--verify 和 --seed 用来检查 --merge",
		es: "--verify y --seed comprueban un --merge",
	},
	CmdSeedNeedsVerify: {
		en: "--seed chooses the shards of --verify K",
		zh: "--seed 用来选择 --verify K 要重新计数的分片",
		es: "--seed elige los fragmentos de --verify K",
	},
	CmdEveryNeedsCheckpoint: {
		en: "--checkpoint-every needs --checkpoint FILE",
		zh: "--checkpoint-every 需要 --checkpoint FILE",
		es: "--checkpoint-every necesita --checkpoint FILE",
	},
	CmdWaitNeedsCheckpoint: {
		en: "--wait waits for a checkpoint: it needs --checkpoint FILE",
		zh: "--wait 是等待检查点：它需要 --checkpoint FILE",
		es: "--wait espera un punto de control: necesita --checkpoint FILE",
	},
	CmdNotRecorded: {
		en: "warning: the finished count could not be recorded in %s (%s); the answer on standard output is complete",
		zh: "警告：完成的计数无法记录到 %s（%s）；标准输出上的答案是完整的",
		es: "aviso: el conteo terminado no pudo registrarse en %s (%s); la respuesta en la salida estándar está completa",
	},
	CmdStoppedBeforeAnswer: {
		en: "stopped before printing the answer; the count is finished and recorded in %s, and the same command prints it at once",
		zh: "在输出答案之前停止了；计数已完成并记录在 %s 中，再运行同一条命令会立即输出它",
		es: "detenido antes de imprimir la respuesta; el conteo está terminado y registrado en %s, y el mismo comando lo imprime al instante",
	},
	CmdVerifying: {
		en: "verifying %s of %s by recounting them (--seed %s chooses them again)",
		zh: "正在重新计数以验证%[1]s（共 %[2]s 个分片；--seed %[3]s 会再次选出它们）",
		es: "verificando %s de %s con un recuento (--seed %s vuelve a elegir los mismos)",
	},
	CmdVerifyingShards: {
		en: amountOf("shard %[2]s", "shards %[2]s"),
		zh: counted("分片 %[2]s"),
		es: amountOf("el fragmento %[2]s", "los fragmentos %[2]s"),
	},
	CmdShardWrong: {
		en: "shard %s/%s is wrong: %s says %s solutions (%s unique), a recount gives %s (%s unique)",
		zh: "分片 %s/%s 有误：%s 说有 %s 个解（%s 个基本解），重新计数得到 %s 个（%s 个基本解）",
		es: "el fragmento %s/%s es erróneo: %s dice %s soluciones (%s fundamentales), un recuento da %s (%s fundamentales)",
	},
	ShardSyntax: {
		en: "--shard wants i/m (shard i of m, from 1/m to m/m) or auto/m, got %s",
		zh: "--shard 需要 i/m（m 个分片中的第 i 个，从 1/m 到 m/m）或 auto/m，而不是 %s",
		es: "--shard espera i/m (el fragmento i de m, de 1/m a m/m) o auto/m, no %s",
	},
	ShardCount: {
		en: "--shard: the number of shards must be a whole number from 1 to %s, got %s",
		zh: "--shard：分片数必须是 1 到 %s 的整数，而不是 %s",
		es: "--shard: el número de fragmentos debe ser un número entero de 1 a %s, no %s",
	},
	ShardNumber: {
		en: "--shard %s: the shard must be a whole number from 1 to %s (shards count from 1), or auto, got %s",
		zh: "--shard %s：分片号必须是 1 到 %s 的整数（分片从 1 开始编号）或 auto，而不是 %s",
		es: "--shard %s: el fragmento debe ser un número entero de 1 a %s (los fragmentos se cuentan desde 1), o auto, no %s",
	},
	ShardAutoNone: {
		en: "--shard auto/%[1]s: none of %[2]s (Kubernetes), %[3]s (Slurm) or %[4]s (GNU parallel) is set; pass --shard i/%[1]s",
		zh: "--shard auto/%[1]s：%[2]s（Kubernetes）、%[3]s（Slurm）和 %[4]s（GNU parallel）都没有设置；请用 --shard i/%[1]s",
		es: "--shard auto/%[1]s: no está definida ninguna de %[2]s (Kubernetes), %[3]s (Slurm) ni %[4]s (GNU parallel); pasa --shard i/%[1]s",
	},
	ShardAutoBoth: {
		en: "--shard auto/%[1]s: both %[2]s and %[3]s are set, so which one numbers this shard is unclear; pass --shard i/%[1]s",
		zh: "--shard auto/%[1]s：%[2]s 和 %[3]s 都设置了，不清楚该由哪个给这个分片编号；请用 --shard i/%[1]s",
		es: "--shard auto/%[1]s: están definidas %[2]s y %[3]s a la vez, así que no está claro cuál numera este fragmento; pasa --shard i/%[1]s",
	},
	ShardAutoNotWhole: {
		en: "--shard auto/%s: %s is not a whole number",
		zh: "--shard auto/%s：%s 不是整数",
		es: "--shard auto/%s: %s no es un número entero",
	},
	ShardAutoKubernetes: {
		en: "--shard auto/%[1]s: %[2]s is outside 0..%[3]s: the Job's completions must be %[1]s",
		zh: "--shard auto/%[1]s：%[2]s 不在 0..%[3]s 范围内：Job 的 completions 必须是 %[1]s",
		es: "--shard auto/%[1]s: %[2]s está fuera de 0..%[3]s: las completions del Job deben ser %[1]s",
	},
	ShardAutoParallel: {
		en: "--shard auto/%[1]s: %[2]s is outside 1..%[1]s: give parallel %[1]s jobs",
		zh: "--shard auto/%[1]s：%[2]s 不在 1..%[1]s 范围内：请让 parallel 运行 %[1]s 个作业",
		es: "--shard auto/%[1]s: %[2]s está fuera de 1..%[1]s: da a parallel %[1]s trabajos",
	},
	ShardAutoSlurm: {
		en: "--shard auto/%[1]s: %[2]s is outside 1..%[1]s; %[3]s",
		zh: "--shard auto/%[1]s：%[2]s 不在 1..%[1]s 范围内；%[3]s",
		es: "--shard auto/%[1]s: %[2]s está fuera de 1..%[1]s; %[3]s",
	},
	ShardSlurmArray: {
		en: "--shard auto/%[1]s: the job array runs outside 1..%[1]s (%[2]s); %[3]s",
		zh: "--shard auto/%[1]s：作业数组超出了 1..%[1]s（%[2]s）；%[3]s",
		es: "--shard auto/%[1]s: el array de trabajos sale de 1..%[1]s (%[2]s); %[3]s",
	},
	ShardSlurmHint: {
		en: "the shards count from 1: submit with --array=1-%s",
		zh: "分片从 1 开始编号：提交时请用 --array=1-%s",
		es: "los fragmentos se cuentan desde 1: envía con --array=1-%s",
	},
	MergeFormat1: {
		en: "it is a line of format 1, from an nqueens before %s (no checksum), which this version no longer reads; count the shard again",
		zh: "这是格式 1 的行，来自 %s 之前的 nqueens（没有校验和），这个版本已不再读取；请重新计数这个分片",
		es: "es una línea del formato 1, de un nqueens anterior a %s (sin suma de comprobación), que esta versión ya no lee; vuelve a contar el fragmento",
	},
	MergeNoFormat: {
		en: "it has no format field",
		zh: "它没有 format 字段",
		es: "no tiene campo format",
	},
	MergeOtherFormat: {
		en: "it is in format %s, this version reads %s",
		zh: "它的格式是 %s，这个版本读取的是 %s",
		es: "está en el formato %s, esta versión lee %s",
	},
	MergeNoSum: {
		en: "it has no sum field at its end",
		zh: "它末尾没有 sum 字段",
		es: "no tiene campo sum al final",
	},
	MergeChecksum: {
		en: "its checksum does not match: the line is damaged, cut, or edited",
		zh: "它的校验和不符：这一行已损坏、被截断或被改过",
		es: "su suma de comprobación no coincide: la línea está dañada, cortada o editada",
	},
	MergeForm: {
		en: "it is not in the form `count --shard` prints (a field missing, null, repeated or in another case)",
		zh: "它不是 `count --shard` 输出的样子（有字段缺失、为 null、重复或大小写不同）",
		es: "no tiene la forma que imprime `count --shard` (un campo falta, es null, está repetido o en otras mayúsculas)",
	},
	MergeBadShard: {
		en: "shard %s is not i/m with 1 ≤ i ≤ m ≤ %s",
		zh: "分片 %s 不是满足 1 ≤ i ≤ m ≤ %s 的 i/m",
		es: "el fragmento %s no es i/m con 1 ≤ i ≤ m ≤ %s",
	},
	MergeTaskList: {
		en: "its task list (%s tasks, %s) is not the one this version cuts N=%s into (%s tasks, %s)",
		zh: "它的任务列表（%[1]s 个任务，%[2]s）不是这个版本把 N=%[3]s 分成的那一份（%[4]s 个任务，%[5]s）",
		es: "su lista de tareas (%s tareas, %s) no es la que esta versión hace de N=%s (%s tareas, %s)",
	},
	MergeTasks: {
		en: "its tasks %s are not those of shard %s",
		zh: "它的任务 %s 不是分片 %s 的任务",
		es: "sus tareas %s no son las del fragmento %s",
	},
	MergeNoVersion: {
		en: "no version",
		zh: "没有版本",
		es: "sin versión",
	},
	MergeCountsShare: {
		en: "its counts do not hold together (all %s, unique %s: a share of Burnside's sum is at least the boards it counts)",
		zh: "它的计数互相矛盾（all %s，unique %s：Burnside 求和的一份至少等于它计数的棋盘数）",
		es: "sus conteos no concuerdan (all %s, unique %s: una parte de la suma de Burnside es al menos los tableros que cuenta)",
	},
	MergeCounts: {
		en: "its counts do not hold together (all %s, unique %s: all must be 1 to 8 times unique)",
		zh: "它的计数互相矛盾（all %s，unique %s：all 必须是 unique 的 1 到 8 倍）",
		es: "sus conteos no concuerdan (all %s, unique %s: all debe ser de 1 a 8 veces unique)",
	},
	MergeNoResults: {
		en: "no shard results to merge",
		zh: "没有可以合并的分片结果",
		es: "no hay resultados de fragmentos que sumar",
	},
	MergeNotShard: {
		en: "%s: not a shard result of `nqueens count --shard`: %s",
		zh: "%s：不是 `nqueens count --shard` 的分片结果：%s",
		es: "%s: no es un resultado de fragmento de `nqueens count --shard`: %s",
	},
	MergeLongLine: {
		en: "a line longer than any shard's (%s bytes)",
		zh: "这一行比任何分片的都长（%s 字节）",
		es: "una línea más larga que la de cualquier fragmento (%s bytes)",
	},
	MergeBoardSize: {
		en: "board size n %s is outside 1..%s",
		zh: "棋盘大小 n %s 不在 1..%s 范围内",
		es: "el tamaño de tablero n %s está fuera de 1..%s",
	},
	MergeTwice: {
		en: "shard %s/%s is there twice, with other counts, at %s and %s: one of them is wrong",
		zh: "分片 %s/%s 出现了两次，计数不同，分别在 %s 和 %s：其中一个是错的",
		es: "el fragmento %s/%s aparece dos veces, con otros conteos, en %s y %s: uno de los dos está mal",
	},
	MergeOverflow: {
		en: "%s: the sum passes 2^64 (%s + %s, %s + %s unique): a line's count is wrong",
		zh: "%s：总和超过了 2^64（%s + %s，unique %s + %s）：有一行的计数是错的",
		es: "%s: la suma pasa de 2^64 (%s + %s, %s + %s unique): el conteo de una línea está mal",
	},
	MergeMissing: {
		en: "shards missing from the count of N=%[1]s: %[2]s of %[3]s (%[4]s); run them with --shard i/%[3]s and merge again",
		zh: "N=%[1]s 的计数缺少分片：%[3]s 个中缺了 %[2]s 个（%[4]s）；请用 --shard i/%[3]s 运行它们，再合并一次",
		es: "faltan fragmentos del conteo de N=%[1]s: %[2]s de %[3]s (%[4]s); ejecútalos con --shard i/%[3]s y vuelve a sumar",
	},
	MergeForeignN: {
		en: "foreign shard: %s counts N=%s, %s N=%s",
		zh: "不属于这次计数的分片：%s 计数的是 N=%s，%s 是 N=%s",
		es: "fragmento ajeno: %s cuenta N=%s, %s N=%s",
	},
	MergeForeignVersion: {
		en: "foreign shard: %s was counted by version %s, %s by %s; merge the shards of one version",
		zh: "不属于这次计数的分片：%s 是 %s 版计数的，%s 是 %s 版；请合并同一版本的分片",
		es: "fragmento ajeno: %s lo contó la versión %s, %s la %s; suma los fragmentos de una misma versión",
	},
	MergeForeignSplit: {
		en: "foreign shard: %s is shard %s/%s, %s shard %s/%s; merge the shards of one split",
		zh: "不属于这次计数的分片：%s 是分片 %s/%s，%s 是分片 %s/%s；请合并同一种切分的分片",
		es: "fragmento ajeno: %s es el fragmento %s/%s, %s el fragmento %s/%s; suma los fragmentos de un mismo reparto",
	},
	RunStopped: {
		en: "stopped; %s of %s tasks are recorded in %s, and the same command resumes",
		zh: "已停止；%[3]s 中记录了 %[1]s/%[2]s 个任务，再运行同一条命令会接着计数",
		es: "detenido; %s de %s tareas están registradas en %s, y el mismo comando continúa",
	},
	RunTooManyTasks: {
		en: "the shard has %s tasks, more than a checkpoint records (%s)",
		zh: "这个分片有 %s 个任务，超过了检查点能记录的数量（%s）",
		es: "el fragmento tiene %s tareas, más de las que registra un punto de control (%s)",
	},
	RunCheckpoint: {
		en: "checkpoint: %s",
		zh: "检查点：%s",
		es: "punto de control: %s",
	},
	RunCheckpointAt: {
		en: "checkpoint %s: %s",
		zh: "检查点 %s：%s",
		es: "punto de control %s: %s",
	},
	RunNoFolder: {
		en: "checkpoint %s: the folder %s does not exist",
		zh: "检查点 %s：文件夹 %s 不存在",
		es: "punto de control %s: la carpeta %s no existe",
	},
	RunMayNotWrite: {
		en: "checkpoint %s: this process may not write in %s",
		zh: "检查点 %s：这个进程无权在 %s 中写入",
		es: "punto de control %s: este proceso no puede escribir en %s",
	},
	RunMayNotWriteUnfinished: {
		en: "checkpoint %s: this process may not write in %s, and the count is not finished (%s of %s tasks)",
		zh: "检查点 %s：这个进程无权在 %s 中写入，而计数还没有完成（%s/%s 个任务）",
		es: "punto de control %s: este proceso no puede escribir en %s, y el conteo no está terminado (%s de %s tareas)",
	},
	CkptTwice: {
		en: "checkpoint: task %s finished twice",
		zh: "检查点：任务 %s 完成了两次",
		es: "punto de control: la tarea %s terminó dos veces",
	},
	CkptOverflow: {
		en: "checkpoint: the count passes 2^64 at task %s",
		zh: "检查点：计数在任务 %s 处超过了 2^64",
		es: "punto de control: el conteo pasa de 2^64 en la tarea %s",
	},
	CkptOtherN: {
		en: "it is for N=%s, not N=%s",
		zh: "它是 N=%s 的，不是 N=%s 的",
		es: "es para N=%s, no para N=%s",
	},
	CkptOtherShard: {
		en: "it is for %s, not %s",
		zh: "它属于%s，而不是%s",
		es: "es para %s, no para %s",
	},
	CkptWholeCount: {
		en: "the whole count",
		zh: "整个计数",
		es: "el conteo entero",
	},
	CkptShard: {
		en: "shard %s/%s",
		zh: "分片 %s/%s",
		es: "el fragmento %s/%s",
	},
	CkptOtherVersion: {
		en: "it was written by version %s, this is %s: resume it with that version, or remove it to start again",
		zh: "它是由 %s 版写的，这是 %s 版：请用那个版本接着计数，或者删除它重新开始",
		es: "lo escribió la versión %s, esta es %s: continúa con esa versión, o bórralo para empezar de nuevo",
	},
	CkptOtherTasks: {
		en: "it was written for another task list of N=%s (%s tasks, %s; this build has %s, %s)",
		zh: "它是为 N=%s 的另一份任务列表写的（%s 个任务，%s；这个版本是 %s 个，%s）",
		es: "se escribió para otra lista de tareas de N=%s (%s tareas, %s; esta compilación tiene %s, %s)",
	},
	CkptTruncated: {
		en: "it is cut short (no checksum line), so it cannot be trusted; remove it to start again",
		zh: "它不完整（没有校验和那一行），所以不可信；请删除它重新开始",
		es: "está cortado (no tiene la línea de suma de comprobación), así que no es fiable; bórralo para empezar de nuevo",
	},
	CkptDamaged: {
		en: "it is damaged (its checksum does not match), so it cannot be trusted; remove it to start again",
		zh: "它已损坏（校验和不符），所以不可信；请删除它重新开始",
		es: "está dañado (su suma de comprobación no coincide), así que no es fiable; bórralo para empezar de nuevo",
	},
	CkptNotJSON: {
		en: "it is not a checkpoint of nqueens count: %s",
		zh: "它不是 nqueens count 的检查点：%s",
		es: "no es un punto de control de nqueens count: %s",
	},
	CkptFormat: {
		en: "it is in format %s, not %s",
		zh: "它的格式是 %s，不是 %s",
		es: "está en el formato %s, no en %s",
	},
	CkptFields: {
		en: "its fields do not hold together (%s tasks, %s finished)",
		zh: "它的字段互相矛盾（%s 个任务，%s 个已完成）",
		es: "sus campos no concuerdan (%s tareas, %s terminadas)",
	},
	CkptCounts: {
		en: "its counts do not hold together (all %s, unique %s: all must be at most 8 times unique)",
		zh: "它的计数互相矛盾（all %s，unique %s：all 最多是 unique 的 8 倍）",
		es: "sus conteos no concuerdan (all %s, unique %s: all debe ser como mucho 8 veces unique)",
	},
	CkptForm: {
		en: "it is not in the form nqueens writes (a field missing, null, repeated or in another case)",
		zh: "它不是 nqueens 写出的样子（有字段缺失、为 null、重复或大小写不同）",
		es: "no tiene la forma que escribe nqueens (un campo falta, es null, está repetido o en otras mayúsculas)",
	},
	CkptTooLarge: {
		en: "it is larger than any checkpoint can be (%s bytes), so it is not one; remove it or name another file",
		zh: "它比任何检查点都大（%s 字节），所以不是检查点；请删除它或换一个文件名",
		es: "es más grande que cualquier punto de control (%s bytes), así que no lo es; bórralo o indica otro archivo",
	},
	CkptIt: {
		en: "it %s",
		zh: "它%s",
		es: "%s",
	},
	CkptNotRegular: {
		en: "it is not a regular file but %s, so it cannot be a checkpoint",
		zh: "它不是普通文件，而是%s，所以不可能是检查点",
		es: "no es un archivo normal sino %s, así que no puede ser un punto de control",
	},
	CkptKindFolder: {
		en: "a folder",
		zh: "文件夹",
		es: "una carpeta",
	},
	CkptKindFIFO: {
		en: "a FIFO",
		zh: "FIFO",
		es: "una FIFO",
	},
	CkptKindSocket: {
		en: "a socket",
		zh: "套接字",
		es: "un socket",
	},
	CkptKindDevice: {
		en: "a device",
		zh: "设备",
		es: "un dispositivo",
	},
	CkptKindSpecial: {
		en: "a special file",
		zh: "特殊文件",
		es: "un archivo especial",
	},
	CkptHeld: {
		en: "checkpoint %s held by %s (another count is using it); wait for it to end, or pass --wait",
		zh: "检查点 %s 的占用者是%s（另一个计数正在使用它）；请等它结束，或加上 --wait",
		es: "el punto de control %s lo tiene %s (otro conteo lo está usando); espera a que termine, o pasa --wait",
	},
	CkptPID: {
		en: "pid %s",
		zh: "进程 %s",
		es: "el proceso %s",
	},
	CkptAnotherProcess: {
		en: "another process",
		zh: "另一个进程",
		es: "otro proceso",
	},
	CkptLockSymlink: {
		en: "the lock file %s is a symbolic link, so it is not this program's; remove it",
		zh: "锁文件 %s 是符号链接，所以不是本程序的；请删除它",
		es: "el archivo de bloqueo %s es un enlace simbólico, así que no es de este programa; bórralo",
	},
	CkptLockNotRegular: {
		en: "the lock file %s is not a regular file of one name, so it is not this program's; remove it",
		zh: "锁文件 %s 不是只有一个名字的普通文件，所以不是本程序的；请删除它",
		es: "el archivo de bloqueo %s no es un archivo normal de un solo nombre, así que no es de este programa; bórralo",
	},
	CkptLockNotOwned: {
		en: "the lock file %s, so it is not this program's; remove it",
		zh: "锁文件 %s，所以不是本程序的；请删除它",
		es: "el archivo de bloqueo %s, así que no es de este programa; bórralo",
	},
	CkptLock: {
		en: "lock %s: %s",
		zh: "锁 %s：%s",
		es: "bloqueo %s: %s",
	},
	SafePathIs: {
		en: "%s %s",
		zh: "%s %s",
		es: "%s %s", same: true,
	},
	SafeSymlink: {
		en: "is a symbolic link; name the file it points to",
		zh: "是符号链接；请给出它指向的文件",
		es: "es un enlace simbólico; indica el archivo al que apunta",
	},
	SafeNotRegular: {
		en: "is not a regular file",
		zh: "不是普通文件",
		es: "no es un archivo normal",
	},
	SafeLinked: {
		en: "has other names (hard links)",
		zh: "还有别的名字（硬链接）",
		es: "tiene otros nombres (enlaces duros)",
	},
	SafeNotOwned: {
		en: "belongs to another user",
		zh: "属于另一个用户",
		es: "pertenece a otro usuario",
	},
	SafeOwnedBy: {
		en: "%s belongs to uid %s, not to this user (uid %s)",
		zh: "%s 属于 uid %s，不属于当前用户（uid %s）",
		es: "%s pertenece al uid %s, no a este usuario (uid %s)",
	},
	SafeNoFolder: {
		en: "the folder %s does not exist",
		zh: "文件夹 %s 不存在",
		es: "la carpeta %s no existe",
	},
	SafeNotFolder: {
		en: "%s is not a folder",
		zh: "%s 不是文件夹",
		es: "%s no es una carpeta",
	},
	SafeNoTempName: {
		en: "no free temporary name in %s",
		zh: "%s 中找不到可用的临时文件名",
		es: "no queda ningún nombre temporal libre en %s",
	},
	CmdGIFNeedsOutput: {
		en: "gif needs an output file: -o FILE.gif (or -o - for standard output)",
		zh: "gif 需要一个输出文件：-o FILE.gif（或用 -o - 输出到标准输出）",
		es: "gif necesita un archivo de salida: -o FILE.gif (o -o - para la salida estándar)",
	},
	CmdGIFSteps: {
		en: "--steps runs the search of the watch view; with --mode %s, drive the view with --keys",
		zh: "--steps 运行的是 watch 视图的搜索；用 --mode %s 时，请用 --keys 操作视图",
		es: "--steps ejecuta la búsqueda de la vista watch; con --mode %s, maneja la vista con --keys",
	},
	CmdKeysBad: {
		en: "has an %s",
		zh: "含有%s",
		es: "tiene una %s",
	},
	DriverUnknownKey: {
		en: "unknown key %s (want one character or %s)",
		zh: "未知的按键 %s（应为单个字符或 %s）",
		es: "tecla desconocida %s (se espera un carácter o %s)",
	},
	CmdWriting: {
		en: "writing %s: %s",
		zh: "写入 %s：%s",
		es: "al escribir %s: %s",
	},
	CmdCannotWrite: {
		en: "cannot write %s: %s",
		zh: "无法写入 %s：%s",
		es: "no se puede escribir %s: %s",
	},
	CmdGIFTooSmall: {
		en: "the board does not fit in --cols %s --rows %s (the screen says %s): give a larger --cols and --rows (as it is, the screen would stay %s, and a GIF frame lasts at most %s)",
		zh: "棋盘放不进 --cols %s --rows %s（屏幕上显示 %s）：请给更大的 --cols 和 --rows（照现在这样，这一屏会停留 %s，而 GIF 的一帧最多停留 %s）",
		es: "el tablero no cabe en --cols %s --rows %s (la pantalla dice %s): indica --cols y --rows mayores (tal como está, la pantalla se quedaría %s, y un fotograma GIF dura como mucho %s)",
	},
	CmdGIFDelay: {
		en: "one screen would stay %s (keys that change nothing add up their --key-delay); a GIF frame lasts at most %s",
		zh: "有一屏会停留 %s（不改变画面的按键会累加各自的 --key-delay）；GIF 的一帧最多停留 %s",
		es: "una pantalla se quedaría %s (las teclas que no cambian nada suman su --key-delay); un fotograma GIF dura como mucho %s",
	},
	CmdGIFPasses: {
		en: "the second pass of the recording differs from the first",
		zh: "录制的第二遍与第一遍不同",
		es: "la segunda pasada de la grabación difiere de la primera",
	},
	CmdGIFStdoutTerminal: {
		en: "-o - writes the GIF on standard output, which is a terminal: redirect it to a file or a pipe",
		zh: "-o - 会把 GIF 写到标准输出，而它是终端：请重定向到文件或管道",
		es: "-o - escribe el GIF en la salida estándar, que es una terminal: redirígela a un archivo o a una tubería",
	},
	CmdGIFDangling: {
		en: "%s is a symbolic link to %s, which does not exist: remove the link or give the file it should point to",
		zh: "%s 是指向 %s 的符号链接，而后者不存在：请删除这个链接，或给出它应指向的文件",
		es: "%s es un enlace simbólico a %s, que no existe: borra el enlace o indica el archivo al que debería apuntar",
	},
	CmdGIFFolder: {
		en: "%s is a folder; -o takes a file name",
		zh: "%s 是文件夹；-o 需要文件名",
		es: "%s es una carpeta; -o necesita un nombre de archivo",
	},
	CmdReplayOneArg: {
		en: "replay takes exactly one argument, the trace file (- for standard input)",
		zh: "replay 只接受一个参数，即轨迹文件（- 表示标准输入）",
		es: "replay recibe exactamente un argumento, el archivo de traza (- para la entrada estándar)",
	},
	CmdReplayFormat: {
		en: "--format is the report's, with --check",
		zh: "--format 是报告的格式，要与 --check 一起用",
		es: "--format es el del informe, con --check",
	},
	CmdReplayOrder: {
		en: "--order any is a way of --check: the view runs the reference in step with the trace",
		zh: "--order any 是 --check 的一种检查方式：视图是让参考搜索与轨迹同步运行",
		es: "--order any es una forma de --check: la vista ejecuta la referencia al paso de la traza",
	},
	CmdCannotReadTrace: {
		en: "cannot read the trace: %s",
		zh: "无法读取轨迹：%s",
		es: "no se puede leer la traza: %s",
	},
	CmdTraceWrong: {
		en: "the trace is wrong at line %s (see the report)",
		zh: "轨迹在第 %s 行出错（见报告）",
		es: "la traza está mal en la línea %s (véase el informe)",
	},
	CmdReplayOK: {
		en: "ok: %s",
		zh: "通过：%s",
		es: "correcta: %s",
	},
	CmdReplayTheLine: {
		en: "the line: %s",
		zh: "这一行：%s",
		es: "la línea: %s",
	},
	CmdReplayBoard: {
		en: "the board before line %s (Q a queen, [ ] the square of the line):",
		zh: "第 %s 行之前的棋盘（Q 是皇后，[ ] 是这一行所说的格）：",
		es: "el tablero antes de la línea %s (Q una reina, [ ] la casilla de la línea):",
	},
	CmdReplayExpected: {
		en: "expected: %s",
		zh: "应为：%s",
		es: "se esperaba: %s",
	},
	CmdStandardInput: {
		en: "standard input",
		zh: "标准输入",
		es: "entrada estándar",
	},
	CmdReadingTrace: {
		en: "reading %s: %s events checked",
		zh: "正在读取 %s：已检查 %s 个事件",
		es: "leyendo %s: %s eventos comprobados",
	},
	CmdTraceCannotShow: {
		en: "the trace cannot be shown: %s",
		zh: "无法显示轨迹：%s",
		es: "no se puede mostrar la traza: %s",
	},
	CmdExerciseUnknown: {
		en: "%s (nqueens exercise lists them)",
		zh: "%s（nqueens exercise 会列出它们）",
		es: "%s (nqueens exercise los enumera)",
	},
	CmdExerciseMRV: {
		en: "--mrv is an option of the %s exercise",
		zh: "--mrv 是 %s 练习的选项",
		es: "--mrv es una opción del ejercicio %s",
	},
	CmdResultFolder: {
		en: "--result: %s is a folder; it takes a file name",
		zh: "--result：%s 是文件夹；它需要文件名",
		es: "--result: %s es una carpeta; necesita un nombre de archivo",
	},
	CmdResultNoFolder: {
		en: "--result: no folder %s to write %s in",
		zh: "--result：没有文件夹 %s 可以写入 %s",
		es: "--result: no existe la carpeta %s donde escribir %s",
	},
	ExerciseNoKind: {
		en: "no exercise %s; the kinds are %s",
		zh: "没有练习 %s；练习的种类有 %s",
		es: "no hay ningún ejercicio %s; los tipos son %s",
	},
	ExerciseBoardSize: {
		en: "an exercise's board is from %s to %s, got %s",
		zh: "练习的棋盘大小是 %s 到 %s，而不是 %s",
		es: "el tablero de un ejercicio va de %s a %s, no %s",
	},
	ExerciseAboutBacktrack: {
		en: "carry plain backtracking on from a partial placement: put down or lift the queens it would",
		zh: "从一个部分摆法出发，接着做普通回溯：像它那样放下或拿起皇后",
		es: "continúa el retroceso simple desde una colocación parcial: coloca o retira las reinas que él colocaría o retiraría",
	},
	ExerciseAboutSymmetry: {
		en: "name the symmetry of the board that maps one solution onto another, or say none does",
		zh: "说出把一个解变成另一个解的棋盘对称变换，或者说没有这样的变换",
		es: "nombra la simetría del tablero que lleva una solución a otra, o di que no hay ninguna",
	},
	ExerciseAboutBitmask: {
		en: "type the bit words cols, ld, rd and free a row is entered with, and the column free & -free picks",
		zh: "输入进入一行时的位字 cols、ld、rd 和 free，以及 free & -free 选出的列",
		es: "escribe las palabras de bits cols, ld, rd y free con las que se entra en una fila, y la columna que elige free & -free",
	},
	ExerciseAboutFC: {
		en: "mark the squares forward checking's next prune takes out of the domains, say whether a domain wipes out and which row MRV fills next",
		zh: "标出前向检查下一次剪枝从各个域中去掉的格，说出是否有域被清空，以及 MRV 接下来填哪一行",
		es: "marca las casillas que la próxima poda de la comprobación hacia adelante quita de los dominios, di si algún dominio queda vacío y qué fila llena MRV a continuación",
	},
	ExerciseAboutMinConflicts: {
		en: "write the conflict count of each square of the row of the queen min-conflicts picks, and choose the square it moves to",
		zh: "写出最小冲突选中的皇后所在行每一格的冲突数，并选出它要移到的格",
		es: "escribe el número de conflictos de cada casilla de la fila de la reina que elige mínimos conflictos, y elige la casilla a la que se mueve",
	},
	ExerciseAboutOther: {
		en: "%s",
		zh: "%s",
		es: "%s", same: true,
	},
	ResultsUnknownColumn: {
		en: "unknown column %s; a results file has the columns %s",
		zh: "未知的列 %s；结果文件的列是 %s",
		es: "columna desconocida %s; un archivo de resultados tiene las columnas %s",
	},
	ResultsColumnTwice: {
		en: "the column %s is named twice",
		zh: "列 %s 出现了两次",
		es: "la columna %s aparece dos veces",
	},
	ResultsNoColumn: {
		en: "no column %s; a results file has the columns %s",
		zh: "没有 %s 列；结果文件的列是 %s",
		es: "falta la columna %s; un archivo de resultados tiene las columnas %s",
	},
	ResultsTime: {
		en: "time %s is not an RFC 3339 time (2026-12-02T09:14:03Z)",
		zh: "time %s 不是 RFC 3339 时间（2026-12-02T09:14:03Z）",
		es: "time %s no es una hora RFC 3339 (2026-12-02T09:14:03Z)",
	},
	ResultsNotWhole: {
		en: "%s %s is not a whole number",
		zh: "%s %s 不是整数",
		es: "%s %s no es un número entero",
	},
	ResultsNotNumber: {
		en: "%s %s is not a number",
		zh: "%s %s 不是数字",
		es: "%s %s no es un número",
	},
	ResultsActivity: {
		en: "activity %s is neither %s nor %s",
		zh: "activity %s 既不是 %s 也不是 %s",
		es: "activity %s no es ni %s ni %s",
	},
	ResultsNoStudent: {
		en: "no student",
		zh: "没有学生",
		es: "sin estudiante",
	},
	ResultsKind: {
		en: "kind %s is not a name (lower-case letters, digits and -)",
		zh: "kind %s 不是名字（小写字母、数字和 -）",
		es: "kind %s no es un nombre (minúsculas, cifras y -)",
	},
	ResultsPredictSeed: {
		en: "a predict question has no seed",
		zh: "预测题没有 seed",
		es: "una pregunta de predicción no tiene seed",
	},
	ResultsScore: {
		en: "score %s out of %s: want 0 to out_of, out_of from 1 to %s",
		zh: "score %s，out_of %s：score 应为 0 到 out_of，out_of 应为 1 到 %s",
		es: "score %s de %s: se espera de 0 a out_of, y out_of de 1 a %s",
	},
	ResultsWrong: {
		en: "wrong_steps %s is not from 0 to %s",
		zh: "wrong_steps %s 不在 0 到 %s 之间",
		es: "wrong_steps %s no está entre 0 y %s",
	},
	ResultsSeconds: {
		en: "seconds %s is not a time taken",
		zh: "seconds %s 不是用时",
		es: "seconds %s no es un tiempo empleado",
	},
	CmdLessonCount: {
		en: "there are %[1]s built-in lessons: 1 to %[1]s (nqueens lesson lists them)",
		zh: "内置课程共有 %[1]s 课：1 到 %[1]s（nqueens lesson 会列出它们）",
		es: "hay %[1]s lecciones incorporadas: de 1 a %[1]s (nqueens lesson las enumera)",
	},
	CmdLessonNotFound: {
		en: "%s is neither a built-in lesson (nqueens lesson lists them) nor a file",
		zh: "%s 既不是内置课程（nqueens lesson 会列出它们），也不是文件",
		es: "%s no es una lección incorporada (nqueens lesson las enumera) ni un archivo",
	},
	CmdLessonScripts: {
		en: "--%s scripts the visualizer; a lesson's slides say what each shows (--lesson takes --hold, --cols, --rows, --theme, --ascii)",
		zh: "--%s 是给可视化界面写脚本用的；课程的每张幻灯片自己规定显示什么（--lesson 接受 --hold、--cols、--rows、--theme、--ascii）",
		es: "--%s guioniza el visualizador; las diapositivas de una lección dicen qué muestra cada una (--lesson admite --hold, --cols, --rows, --theme, --ascii)",
	},
	CmdLessonOutBad: {
		en: "--lesson-out: %s (%s adds slides to a lesson file, or starts a new one)",
		zh: "--lesson-out：%s（%s 会往课程文件里添加幻灯片，或新建一个课程文件）",
		es: "--lesson-out: %s (%s añade diapositivas a un archivo de lección, o empieza uno nuevo)",
	},
	CmdLessonOutNoDir: {
		en: "--lesson-out: no directory %s to write %s in",
		zh: "--lesson-out：没有目录 %s 可以写入 %s",
		es: "--lesson-out: no existe el directorio %s donde escribir %s",
	},
	CmdLessonOut: {
		en: "--lesson-out: %s",
		zh: "--lesson-out：%s",
		es: "--lesson-out: %s", same: true,
	},
	LessonFileEmpty: {
		en: "the file is empty: a lesson starts with its title, a line \"# Title\"",
		zh: "文件是空的：课程以标题开头，即一行 \"# 标题\"",
		es: "el archivo está vacío: una lección empieza con su título, una línea \"# Título\"",
	},
	LessonFileTitle: {
		en: "a lesson starts with its title, a line \"# Title\"",
		zh: "课程以标题开头，即一行 \"# 标题\"",
		es: "una lección empieza con su título, una línea \"# Título\"",
	},
	LessonFileNoSlides: {
		en: "no slides: each slide starts with a line \"---\"",
		zh: "没有幻灯片：每张幻灯片以一行 \"---\" 开头",
		es: "no hay diapositivas: cada diapositiva empieza con una línea \"---\"",
	},
	LessonFileTooManySlides: {
		en: "more than %s slides",
		zh: "幻灯片超过 %s 张",
		es: "más de %s diapositivas",
	},
	LessonFileTooLarge: {
		en: "the file passes %s KiB here: a lesson is a short text file",
		zh: "文件在这里超过了 %s KiB：课程是一个简短的文本文件",
		es: "el archivo pasa de %s KiB aquí: una lección es un archivo de texto corto",
	},
	LessonFileNUL: {
		en: "a NUL byte: this is not a text file",
		zh: "有一个 NUL 字节：这不是文本文件",
		es: "un byte NUL: no es un archivo de texto",
	},
	LessonFileNotUTF8: {
		en: "not UTF-8 text",
		zh: "不是 UTF-8 文本",
		es: "no es texto UTF-8",
	},
	LessonFileLongLine: {
		en: "a line of %s bytes; lines are at most %s",
		zh: "一行有 %s 字节；每行最多 %s 字节",
		es: "una línea de %s bytes; las líneas tienen como mucho %s",
	},
	LessonFileNotKey: {
		en: "%s is not a key (%s); the caption starts after a blank line",
		zh: "%s 不是键（%s）；说明文字从空行之后开始",
		es: "%s no es una clave (%s); el texto empieza tras una línea en blanco",
	},
	LessonFileTwice: {
		en: "%s is set twice (first on line %s)",
		zh: "%s 设置了两次（第一次在第 %s 行）",
		es: "%s está puesta dos veces (la primera en la línea %s)",
	},
	LessonFileCaption: {
		en: "the caption has %s bytes; captions are at most %s",
		zh: "说明文字有 %s 字节；说明文字最多 %s 字节",
		es: "el texto tiene %s bytes; los textos tienen como mucho %s",
	},
	LessonFileCaptionRule: {
		en: "line %s of the caption is ---, which would start a new slide (write *** for a rule)",
		zh: "说明文字的第 %s 行是 ---，这会开始一张新幻灯片（分隔线请写 ***）",
		es: "la línea %s del texto es ---, que empezaría una diapositiva nueva (escribe *** para una raya)",
	},
	LessonFileOption: {
		en: "%s is an option of %s, not of %s",
		zh: "%s 是 %s 的选项，不是 %s 的",
		es: "%s es una opción de %s, no de %s",
	},
	LessonFilePastEnd: {
		en: "step %s is past the end of the run, which ends at step %s",
		zh: "第 %s 步超出了这次运行的结尾，运行在第 %s 步结束",
		es: "el paso %s está más allá del final de la ejecución, que termina en el paso %s",
	},
	LessonFilePredictNothing: {
		en: "predict mode (%s) asks nothing at step %s",
		zh: "预测模式（%s）在第 %s 步不提问",
		es: "el modo predecir (%s) no pregunta nada en el paso %s",
	},
	LessonFileLangFirst: {
		en: "the language is the whole lesson's: set it on the first slide",
		zh: "语言属于整个课程：请在第一张幻灯片上设置",
		es: "el idioma es de toda la lección: ponlo en la primera diapositiva",
	},
	LessonFileBadN: {
		en: "%s is not a board size from 1 to %s",
		zh: "%s 不是 1 到 %s 的棋盘大小",
		es: "%s no es un tamaño de tablero de 1 a %s",
	},
	LessonFileBadAlgo: {
		en: "%s is not a strategy (%s)",
		zh: "%s 不是策略（%s）",
		es: "%s no es una estrategia (%s)",
	},
	LessonFileNotWhole: {
		en: "%s is not a whole number",
		zh: "%s 不是整数",
		es: "%s no es un número entero",
	},
	LessonFileBadStart: {
		en: "%s is not a start (%s)",
		zh: "%s 不是起始方式（%s）",
		es: "%s no es un inicio (%s)",
	},
	LessonFileBadStep: {
		en: "%s is not a step from 0 to %s",
		zh: "%s 不是 0 到 %s 的步数",
		es: "%s no es un paso de 0 a %s",
	},
	LessonFileBadView: {
		en: "%s is not a view (%s)",
		zh: "%s 不是视图（%s）",
		es: "%s no es una vista (%s)",
	},
	LessonFileBadLayout: {
		en: "%s is not a layout (%s)",
		zh: "%s 不是布局（%s）",
		es: "%s no es una disposición (%s)",
	},
	LessonFileBadPanel: {
		en: "%s is not a panel (%s)",
		zh: "%s 不是面板（%s）",
		es: "%s no es un panel (%s)",
	},
	LessonFileOnOff: {
		en: "%s is not on or off",
		zh: "%s 既不是 on 也不是 off",
		es: "%s no es on ni off",
	},
	LessonFileBadRun: {
		en: "%s is not \"end\" or an event and a count, like \"solution\" or \"backtrack 3\"",
		zh: "%s 既不是 \"end\"，也不是一个事件加一个次数，如 \"solution\" 或 \"backtrack 3\"",
		es: "%s no es \"end\" ni un evento y una cantidad, como \"solution\" o \"backtrack 3\"",
	},
	LessonFileBadEvent: {
		en: "%s is not an event (%s, or end)",
		zh: "%s 不是事件（%s，或 end）",
		es: "%s no es un evento (%s, o end)",
	},
	LessonFileBadCount: {
		en: "%s is not a count from 1 to %s",
		zh: "%s 不是 1 到 %s 的次数",
		es: "%s no es una cantidad de 1 a %s",
	},
	LessonFileNoEvent: {
		en: "no %s within step %s (from step %s)",
		zh: "在第 %[2]s 步之内没有 %[1]s（从第 %[3]s 步起）",
		es: "no hay ningún %s antes del paso %s (desde el paso %s)",
	},
	LessonFileRunEnds: {
		en: "the run ends at step %s, before %s more %s after step %s",
		zh: "运行在第 %[1]s 步就结束了，第 %[4]s 步之后还差 %[2]s 次 %[3]s",
		es: "la ejecución termina en el paso %s, antes de %s %s más tras el paso %s",
	},
	LessonFactUnclosed: {
		en: "\"{{\" without \"}}\"",
		zh: "有 \"{{\" 却没有 \"}}\"",
		es: "\"{{\" sin \"}}\"",
	},
	LessonFactUnknown: {
		en: "%s: %s is not a fact (%s)",
		zh: "%s：%s 不是事实（%s）",
		es: "%s: %s no es un dato (%s)",
	},
	LessonFactDiffers: {
		en: "%s: the slide's state has %s = %s",
		zh: "%s：幻灯片的状态是 %s = %s",
		es: "%s: el estado de la diapositiva tiene %s = %s",
	},
	LessonFactNoSquare: {
		en: "the %s event at step %s has no square",
		zh: "第 %[2]s 步的 %[1]s 事件没有格",
		es: "el evento %s del paso %s no tiene casilla",
	},
	LessonFactNoRow: {
		en: "the %s event at step %s has no row",
		zh: "第 %[2]s 步的 %[1]s 事件没有行",
		es: "el evento %s del paso %s no tiene fila",
	},
	LessonFactNoBy: {
		en: "the %s event at step %s has no attacking queen",
		zh: "第 %[2]s 步的 %[1]s 事件没有发起攻击的皇后",
		es: "el evento %s del paso %s no tiene reina atacante",
	},
	LessonFactNotAttack: {
		en: "the %s event at step %s is not an attack",
		zh: "第 %[2]s 步的 %[1]s 事件不是攻击",
		es: "el evento %s del paso %s no es un ataque",
	},
	LessonFactDomain: {
		en: "domain: fc with a row to fill only",
		zh: "domain：只用于 fc，且要有待填的行",
		es: "domain: solo fc con una fila por llenar",
	},
	LessonFactPlain: {
		en: "plain backtracking has no counterpart of step %s within %s queens",
		zh: "在 %[2]s 个皇后之内，普通回溯没有与第 %[1]s 步对应的时刻",
		es: "el retroceso simple no tiene equivalente del paso %s en %s reinas",
	},
	LessonFactPairs: {
		en: "pairs: min-conflicts only",
		zh: "pairs：只用于最小冲突",
		es: "pairs: solo mínimos conflictos",
	},
	LessonFactCounted: {
		en: "%s is counted for N ≤ %s only",
		zh: "%s 只对 N ≤ %s 计数",
		es: "%s solo se cuenta para N ≤ %s",
	},
	LessonFactAtSolutionN: {
		en: "%s: at a solution of N ≤ %s only",
		zh: "%s：只用于 N ≤ %s 的解",
		es: "%s: solo en una solución de N ≤ %s",
	},
	LessonFactFixedBy: {
		en: "fixedby: at a solution only",
		zh: "fixedby：只用于解",
		es: "fixedby: solo en una solución",
	},
	LessonFactNotFact: {
		en: "%s is not a fact",
		zh: "%s 不是事实",
		es: "%s no es un dato",
	},
	LessonFactBitmask: {
		en: "%s: bitmask with a row to fill only",
		zh: "%s：只用于位掩码，且要有待填的行",
		es: "%s: solo máscara de bits con una fila por llenar",
	},
	LessonFactLowbit: {
		en: "lowbit: row %s has no free column",
		zh: "lowbit：第 %s 行没有空闲的列",
		es: "lowbit: la fila %s no tiene columna libre",
	},
	LessonFactClassSizes: {
		en: "classsizes: for N ≤ %s only",
		zh: "classsizes：只用于 N ≤ %s",
		es: "classsizes: solo para N ≤ %s",
	},
	PredictBadDensity: {
		en: "%s is not a density (every, attacks, backtracks, rows, solutions) or a kind of question (%s)",
		zh: "%s 既不是密度（every、attacks、backtracks、rows、solutions），也不是问题种类（%s）",
		es: "%s no es una densidad (every, attacks, backtracks, rows, solutions) ni un tipo de pregunta (%s)",
	},
	CmdRoomCode: {
		en: "%s must be 6 to 32 lower-case letters, digits and -, got %s (or --room %s for a new code)",
		zh: "%s 必须是 6 到 32 个小写字母、数字或 -，而不是 %s（或用 --room %s 生成新的房间码）",
		es: "%s debe tener de 6 a 32 minúsculas, cifras y -, no %s (o --room %s para un código nuevo)",
	},
	CmdRoomNeedsKeys: {
		en: "a room needs --teacher-keys FILE (the teacher's public keys, authorized_keys format)",
		zh: "房间需要 --teacher-keys FILE（老师的公钥，authorized_keys 格式）",
		es: "una sala necesita --teacher-keys FILE (las claves públicas del profesor, en formato authorized_keys)",
	},
	CmdKeysNeedRoom: {
		en: "--teacher-keys needs --room CODE (or --room %s)",
		zh: "--teacher-keys 需要 --room CODE（或 --room %s）",
		es: "--teacher-keys necesita --room CODE (o --room %s)",
	},
	CmdResultsNeedRoom: {
		en: "--results needs --room CODE (or --room %s): only a room has results",
		zh: "--results 需要 --room CODE（或 --room %s）：只有房间才有结果",
		es: "--results necesita --room CODE (o --room %s): solo una sala tiene resultados",
	},
	ReplayLine: {
		en: "line %s: %s",
		zh: "第 %s 行：%s",
		es: "línea %s: %s",
	},
	ReplayEmpty: {
		en: "the trace is empty",
		zh: "轨迹是空的",
		es: "la traza está vacía",
	},
	ReplayNoBoard: {
		en: "the board size is unknown: start the trace with {\"kind\":\"meta\",\"n\":N,\"algo\":\"array\"}, or give --n",
		zh: "棋盘大小未知：请以 {\"kind\":\"meta\",\"n\":N,\"algo\":\"array\"} 开始轨迹，或者给出 --n",
		es: "el tamaño del tablero es desconocido: empieza la traza con {\"kind\":\"meta\",\"n\":N,\"algo\":\"array\"}, o indica --n",
	},
	ReplayMetaN: {
		en: "the meta line says n=%s, the command line %s",
		zh: "meta 行说 n=%s，命令行说 %s",
		es: "la línea meta dice n=%s, la línea de comandos %s",
	},
	ReplayMetaAlgo: {
		en: "the meta line says algo %s, the command line %s",
		zh: "meta 行说 algo %s，命令行说 %s",
		es: "la línea meta dice algo %s, la línea de comandos %s",
	},
	ReplayMRVIsFC: {
		en: "MRV is an option of fc",
		zh: "MRV 是 fc 的选项",
		es: "MRV es una opción de fc",
	},
	ReplayMRVOfFC: {
		en: "the MRV option is one of fc",
		zh: "MRV 选项属于 fc",
		es: "la opción MRV es de fc",
	},
	ReplayLongLine: {
		en: "the line is longer than %s bytes (no line of the format comes near)",
		zh: "这一行超过了 %s 字节（格式中没有哪一行会接近这个长度）",
		es: "la línea tiene más de %s bytes (ninguna línea del formato se acerca)",
	},
	ReplayReading: {
		en: "reading line %s: %s",
		zh: "读取第 %s 行：%s",
		es: "al leer la línea %s: %s",
	},
	ReplayBoardSize: {
		en: "the board size %s is out of range: N is 1 to %s",
		zh: "棋盘大小 %s 超出范围：N 为 1 到 %s",
		es: "el tamaño de tablero %s está fuera de rango: N va de 1 a %s",
	},
	ReplayOrderAny: {
		en: "--order any checks the searches that try every column (%s); %s is checked by its own rules only",
		zh: "--order any 检查的是尝试每一列的搜索（%s）；%s 只按它自己的规则检查",
		es: "--order any comprueba las búsquedas que prueban cada columna (%s); %s se comprueba solo por sus propias reglas",
	},
	ReplayMetaFirst: {
		en: "a meta line comes first, or not at all",
		zh: "meta 行要么在最前面，要么没有",
		es: "una línea meta va la primera, o no va",
	},
	ReplayAfterDone: {
		en: "an event after done: the search is over",
		zh: "done 之后还有事件：搜索已经结束了",
		es: "un evento después de done: la búsqueda ha terminado",
	},
	ReplayEndsBeforeDone: {
		en: "the trace ends before done",
		zh: "轨迹在 done 之前就结束了",
		es: "la traza termina antes de done",
	},
	ReplayEndsUnreported: {
		en: "the trace ends with all %s queens standing, the solution not reported",
		zh: "轨迹结束时 %s 个皇后都在棋盘上，却没有报告这个解",
		es: "la traza termina con las %s reinas en pie, sin informar de la solución",
	},
	ReplayBadUTF8: {
		en: "invalid UTF-8 at byte %s",
		zh: "第 %s 字节是无效的 UTF-8",
		es: "UTF-8 no válido en el byte %s",
	},
	ReplayEmptyLine: {
		en: "empty line: every line is one JSON object",
		zh: "空行：每一行都是一个 JSON 对象",
		es: "línea vacía: cada línea es un objeto JSON",
	},
	ReplayLineEnds: {
		en: "the line ends where %s should come (not a whole JSON object)",
		zh: "这一行在应出现 %s 的地方结束了（不是完整的 JSON 对象）",
		es: "la línea termina donde debería venir %s (no es un objeto JSON completo)",
	},
	ReplayByteExpected: {
		en: "byte %s: %s expected, got %s",
		zh: "第 %s 字节：应为 %s，而不是 %s",
		es: "byte %s: se esperaba %s, no %s",
	},
	ReplayNotObject: {
		en: "not a JSON object: %s",
		zh: "不是 JSON 对象：%s",
		es: "no es un objeto JSON: %s",
	},
	ReplayTextAfter: {
		en: "byte %s: text after the object (one object a line)",
		zh: "第 %s 字节：对象之后还有文字（每行一个对象）",
		es: "byte %s: texto tras el objeto (un objeto por línea)",
	},
	ReplayEscape: {
		en: "byte %s: an escape in a string (the names of the format need none)",
		zh: "第 %s 字节：字符串里有转义（格式中的名字都不需要转义）",
		es: "byte %s: un escape en una cadena (los nombres del formato no lo necesitan)",
	},
	ReplayControl: {
		en: "byte %s: a control character in a string",
		zh: "第 %s 字节：字符串里有控制字符",
		es: "byte %s: un carácter de control en una cadena",
	},
	ReplayUnclosed: {
		en: "a string is not closed",
		zh: "字符串没有结束",
		es: "una cadena no está cerrada",
	},
	ReplayNumberTooLarge: {
		en: "byte %s: number too large",
		zh: "第 %s 字节：数字太大",
		es: "byte %s: número demasiado grande",
	},
	ReplayLeadingZero: {
		en: "byte %s: a number with a leading zero is not JSON",
		zh: "第 %s 字节：以 0 开头的数字不是 JSON",
		es: "byte %s: un número con un cero delante no es JSON",
	},
	ReplayFraction: {
		en: "byte %s: a whole number expected, got a fraction or exponent",
		zh: "第 %s 字节：应为整数，而不是小数或指数",
		es: "byte %s: se esperaba un número entero, no una fracción ni un exponente",
	},
	ReplayNegative: {
		en: "%s is %s: it counts, it cannot be negative",
		zh: "%s 是 %s：它是计数，不能为负",
		es: "%s es %s: cuenta algo, no puede ser negativo",
	},
	ReplayOffBoard: {
		en: "%[1]s %[2]s is off the %[3]s×%[3]s board (0 to %[4]s)",
		zh: "%[1]s %[2]s 不在 %[3]s×%[3]s 的棋盘上（0 到 %[4]s）",
		es: "%[1]s %[2]s está fuera del tablero de %[3]s×%[3]s (de 0 a %[4]s)",
	},
	ReplayPartRow: {
		en: "row",
		zh: "行",
		es: "fila",
	},
	ReplayPartColumn: {
		en: "column",
		zh: "列",
		es: "columna",
	},
	ReplaySquareExpected: {
		en: "%s: a square [row,col] expected: %s",
		zh: "%s：应为一个格 [row,col]：%s",
		es: "%s: se esperaba una casilla [row,col]: %s",
	},
	ReplaySquareIs: {
		en: "%s: a square is [row,col]: %s",
		zh: "%s：格的写法是 [row,col]：%s",
		es: "%s: una casilla es [row,col]: %s",
	},
	ReplayListExpected: {
		en: "%s: a list expected: %s",
		zh: "%s：应为一个列表：%s",
		es: "%s: se esperaba una lista: %s",
	},
	ReplayTooManyEntries: {
		en: "%s has more than %s entries",
		zh: "%s 的条目超过了 %s 个",
		es: "%s tiene más de %s elementos",
	},
	ReplayCountsConflicts: {
		en: "\"counts\": %s conflicts on a board of %s rows (at most %s)",
		zh: "\"counts\"：%s 个冲突，而棋盘只有 %s 行（最多 %s）",
		es: "\"counts\": %s conflictos en un tablero de %s filas (como mucho %s)",
	},
	ReplayUnknownField: {
		en: "unknown field %s",
		zh: "未知的字段 %s",
		es: "campo desconocido %s",
	},
	ReplayFieldTwice: {
		en: "field %s given twice",
		zh: "字段 %s 出现了两次",
		es: "el campo %s aparece dos veces",
	},
	ReplayUnknownKind: {
		en: "unknown kind %s",
		zh: "未知的 kind %s",
		es: "kind desconocido %s",
	},
	ReplayUnknownLine: {
		en: "unknown line %s (column, diagonal or anti-diagonal)",
		zh: "未知的 line %s（column、diagonal 或 anti-diagonal）",
		es: "line desconocida %s (column, diagonal o anti-diagonal)",
	},
	ReplayUnknownAlgo: {
		en: "unknown algo %s (%s)",
		zh: "未知的 algo %s（%s）",
		es: "algo desconocido %s (%s)",
	},
	ReplayUnknownStart: {
		en: "unknown start %s (greedy or random)",
		zh: "未知的 start %s（greedy 或 random）",
		es: "start desconocido %s (greedy o random)",
	},
	ReplayMoreThanBoard: {
		en: "%[1]s is %[2]s: more than a %[3]s×%[3]s board can have",
		zh: "%[1]s 是 %[2]s：超过了 %[3]s×%[3]s 棋盘可能有的数量",
		es: "%[1]s es %[2]s: más de lo que puede tener un tablero de %[3]s×%[3]s",
	},
	ReplayNoKind: {
		en: "no \"kind\": every line has one",
		zh: "没有 \"kind\"：每一行都要有",
		es: "no hay \"kind\": toda línea tiene uno",
	},
	ReplayNeeds: {
		en: "a %s line needs %s",
		zh: "%s 行需要 %s",
		es: "una línea %s necesita %s",
	},
	ReplayNotField: {
		en: "%s is not a field of a %s line",
		zh: "%s 不是 %s 行的字段",
		es: "%s no es un campo de una línea %s",
	},
	ReplayMRVOption: {
		en: "\"mrv\" is an option of \"algo\":\"fc\"",
		zh: "\"mrv\" 是 \"algo\":\"fc\" 的选项",
		es: "\"mrv\" es una opción de \"algo\":\"fc\"",
	},
	ReplaySeedStart: {
		en: "\"seed\" and \"start\" are options of \"algo\":%s",
		zh: "\"seed\" 和 \"start\" 是 \"algo\":%s 的选项",
		es: "\"seed\" y \"start\" son opciones de \"algo\":%s",
	},
	ReplayQueensCount: {
		en: "\"queens\" lists %s columns: a %s has one for each of the %s rows",
		zh: "\"queens\" 列出了 %[1]s 列：%[2]s 行应为 %[3]s 行各给一列",
		es: "\"queens\" da %s columnas: un %s tiene una por cada una de las %s filas",
	},
	ReplayCountsCount: {
		en: "\"counts\" lists %s numbers: one for each of the %s columns",
		zh: "\"counts\" 列出了 %s 个数：应为 %s 列各给一个",
		es: "\"counts\" da %s números: uno por cada una de las %s columnas",
	},
	ReplayWantNumber: {
		en: "a number",
		zh: "数字",
		es: "un número",
	},
	ReplayWantFieldName: {
		en: "a field name",
		zh: "字段名",
		es: "un nombre de campo",
	},
	ReplayWantKind: {
		en: "a kind (a string)",
		zh: "kind（字符串）",
		es: "un kind (una cadena)",
	},
	ReplayWantLine: {
		en: "a line (\"column\", \"diagonal\" or \"anti-diagonal\")",
		zh: "line（\"column\"、\"diagonal\" 或 \"anti-diagonal\"）",
		es: "una line (\"column\", \"diagonal\" o \"anti-diagonal\")",
	},
	ReplayWantAlgo: {
		en: "a strategy (a string)",
		zh: "策略（字符串）",
		es: "una estrategia (una cadena)",
	},
	ReplayWantStart: {
		en: "a start (\"greedy\" or \"random\")",
		zh: "start（\"greedy\" 或 \"random\"）",
		es: "un start (\"greedy\" o \"random\")",
	},
	WhySolutionNow: {
		en: "all %s queens stand: the solution must be reported now",
		zh: "%s 个皇后都在棋盘上了：现在必须报告这个解",
		es: "las %s reinas están en pie: hay que informar ya de la solución",
	},
	WhyWipeOutNow: {
		en: "row %s has no square left in its domain (the queen at %s took the last): the wipe-out must be reported now",
		zh: "第 %s 行的域里没有格了（%s 的皇后拿走了最后一个）：现在必须报告域清空",
		es: "a la fila %s no le queda casilla en su dominio (la reina de %s tomó la última): hay que informar ya del dominio vacío",
	},
	WhyPruneNow: {
		en: "the queen just placed at %s takes squares from the domains of the rows without a queen: its prune must be reported now",
		zh: "刚放在 %s 的皇后从没有皇后的行的域中拿走了格：现在必须报告它的剪枝",
		es: "la reina recién colocada en %s quita casillas de los dominios de las filas sin reina: hay que informar ya de su poda",
	},
	WhyNotHere: {
		en: "%s does not make this event here",
		zh: "%s 在这里不会产生这个事件",
		es: "%s no produce este evento aquí",
	},
	WhyRowFilled: {
		en: "the row being filled is %s",
		zh: "正在填的是第 %s 行",
		es: "la fila que se está llenando es la %s",
	},
	WhyEveryRow: {
		en: "every row has its queen",
		zh: "每一行都有皇后了",
		es: "cada fila tiene su reina",
	},
	WhyRowHasQueen: {
		en: "row %s already has a queen, at %s",
		zh: "第 %s 行已经有皇后了，在 %s",
		es: "la fila %s ya tiene reina, en %s",
	},
	WhyAttacked: {
		en: "%s is attacked by the queen at %s along the %s",
		zh: "%[1]s 被 %[2]s 的皇后沿%[3]s攻击",
		es: "%s está atacada por la reina de %s por la %s",
	},
	WhyTopDown: {
		en: "%s places the rows top down: the next is row %s",
		zh: "%s 从上到下逐行放置：下一行是第 %s 行",
		es: "%s coloca las filas de arriba abajo: la siguiente es la fila %s",
	},
	WhyConstruct: {
		en: "%s puts row %s's queen on %s, column %s counted from 1 — %s",
		zh: "%s 把第 %s 行的皇后放在 %s，即从 1 数起的第 %s 列 — %s",
		es: "%s pone la reina de la fila %s en %s, la columna %s contando desde 1 — %s",
	},
	WhyBitmaskAttackFirst: {
		en: "bitmask reports the attacked squares of row %s first: the attack on %s",
		zh: "位掩码先报告第 %s 行被攻击的格：%s 上的攻击",
		es: "la máscara de bits informa primero de las casillas atacadas de la fila %s: el ataque a %s",
	},
	WhyPlaceTried: {
		en: "a queen goes down on the square just tried, and %s was not",
		zh: "皇后要放在刚尝试的格上，而 %s 不是",
		es: "una reina se coloca en la casilla recién probada, y %s no lo fue",
	},
	WhyMRVNext: {
		en: "MRV fills next the row with the fewest squares left, the topmost of a tie: row %s (%s left), not row %s (%s)",
		zh: "MRV 接下来填剩余格最少的行，相同时取最上面的：第 %s 行（剩 %s），而不是第 %s 行（%s）",
		es: "MRV llena a continuación la fila con menos casillas restantes, la de más arriba en un empate: la fila %s (quedan %s), no la fila %s (%s)",
	},
	WhyFCTopDown: {
		en: "forward checking fills the rows top down: the next row is %s",
		zh: "前向检查从上到下逐行填：下一行是第 %s 行",
		es: "la comprobación hacia adelante llena las filas de arriba abajo: la siguiente fila es la %s",
	},
	WhyFCTried: {
		en: "%s was tried already: fc takes the squares of a domain once each, left to right",
		zh: "%s 已经尝试过了：fc 从左到右把域中的每个格各取一次",
		es: "%s ya se probó: fc toma cada casilla de un dominio una vez, de izquierda a derecha",
	},
	WhyFCSkipped: {
		en: "%s is skipped: fc takes the squares of the domain left to right",
		zh: "跳过了 %s：fc 从左到右取域中的格",
		es: "se salta %s: fc toma las casillas del dominio de izquierda a derecha",
	},
	WhyMustLift: {
		en: "row %s has no square left: the queen at %s must be lifted",
		zh: "第 %s 行没有格了：必须拿起 %s 的皇后",
		es: "a la fila %s no le queda casilla: hay que retirar la reina de %s",
	},
	WhyRowHasQueenFilled: {
		en: "row %s already has a queen, at %s: %s",
		zh: "第 %s 行已经有皇后了，在 %s：%s",
		es: "la fila %s ya tiene reina, en %s: %s",
	},
	WhyRowByRow: {
		en: "queens go down row by row: %s",
		zh: "皇后一行一行地放：%s",
		es: "las reinas se colocan fila a fila: %s",
	},
	WhyOneRowAtATime: {
		en: "the search tries the squares of one row at a time: %s",
		zh: "搜索一次只尝试一行的格：%s",
		es: "la búsqueda prueba las casillas de una fila a la vez: %s",
	},
	WhyTriedUnsettled: {
		en: "the square tried last, %s, is neither placed nor reported attacked",
		zh: "最后尝试的格 %s 既没有放置皇后，也没有报告被攻击",
		es: "la última casilla probada, %s, ni se ha ocupado ni se ha informado de que esté atacada",
	},
	WhyBitmaskPlaceNext: {
		en: "bitmask tries the free squares only, so the square tried last, %s, is placed next",
		zh: "位掩码只尝试空闲的格，所以最后尝试的格 %s 接下来要放置皇后",
		es: "la máscara de bits solo prueba casillas libres, así que en la última probada, %s, se coloca a continuación",
	},
	WhyBitmaskFreeOnly: {
		en: "bitmask tries the free squares only: %s is attacked by the queen at %s along the %s",
		zh: "位掩码只尝试空闲的格：%[1]s 被 %[2]s 的皇后沿%[3]s攻击",
		es: "la máscara de bits solo prueba casillas libres: %s está atacada por la reina de %s por la %s",
	},
	WhyTriedOnce: {
		en: "%s was tried already: each square of a row is tried once",
		zh: "%s 已经尝试过了：一行中的每个格只尝试一次",
		es: "%s ya se probó: cada casilla de una fila se prueba una vez",
	},
	WhyBitmaskLowest: {
		en: "%s is free and lower: bitmask tries the lowest free square first",
		zh: "%s 是空闲的，而且更靠右：位掩码先尝试最低的空闲格",
		es: "%s está libre y es más baja: la máscara de bits prueba primero la casilla libre más baja",
	},
	WhyColumn: {
		en: "column %s",
		zh: "第 %s 列",
		es: "la columna %s",
	},
	WhyColumns: {
		en: "columns %s to %s",
		zh: "第 %s 到 %s 列",
		es: "las columnas %s a %s",
	},
	WhyArraySkipped: {
		en: "%s of row %s skipped: array tries every column, left to right",
		zh: "跳过了第 %[2]s 行的%[1]s：array 从左到右尝试每一列",
		es: "la traza salta %s de la fila %s: array prueba cada columna, de izquierda a derecha",
	},
	WhyAttackRow: {
		en: "an attack is on a square of the row being filled: %s",
		zh: "攻击发生在正在填的那一行的格上：%s",
		es: "un ataque es a una casilla de la fila que se está llenando: %s",
	},
	WhyAttackTried: {
		en: "an attack reports the square just tried, and %s was not",
		zh: "攻击报告的是刚尝试的格，而 %s 不是",
		es: "un ataque informa de la casilla recién probada, y %s no lo fue",
	},
	WhyNotAttacked: {
		en: "%s is not attacked: no queen stands on its column or diagonals",
		zh: "%s 没有被攻击：它的列和对角线上都没有皇后",
		es: "%s no está atacada: ninguna reina está en su columna ni en sus diagonales",
	},
	WhyNoQueenAttacks: {
		en: "there is no queen at %s (the queen at %s attacks %s along the %s)",
		zh: "%[1]s 没有皇后（是 %[2]s 的皇后沿%[4]s攻击 %[3]s）",
		es: "no hay reina en %s (la reina de %s ataca %s por la %s)",
	},
	WhyOtherAttacks: {
		en: "the queen at %s does not attack %s (the queen at %s does, along the %s)",
		zh: "%[1]s 的皇后没有攻击 %[2]s（是 %[3]s 的皇后沿%[4]s攻击它）",
		es: "la reina de %s no ataca %s (la de %s sí, por la %s)",
	},
	WhyOtherLine: {
		en: "the queen at %s attacks %s along the %s, not the %s",
		zh: "%[1]s 的皇后沿%[3]s攻击 %[2]s，而不是沿%[4]s",
		es: "la reina de %s ataca %s por la %s, no por la %s",
	},
	WhyWrongQueen: {
		en: "wrong queen: the search checks the column, then the diagonal, then the anti-diagonal, and finds the queen at %s along the %s first",
		zh: "皇后不对：搜索先查列，再查对角线，再查反对角线，最先沿%[2]s找到的是 %[1]s 的皇后",
		es: "reina equivocada: la búsqueda mira la columna, luego la diagonal, luego la antidiagonal, y encuentra primero la reina de %s por la %s",
	},
	WhyBitmaskLeftToRight: {
		en: "bitmask reports the attacked squares of a row left to right: the attack on %s comes first",
		zh: "位掩码从左到右报告一行中被攻击的格：%s 上的攻击在前",
		es: "la máscara de bits informa de las casillas atacadas de una fila de izquierda a derecha: el ataque a %s va primero",
	},
	WhyBitmaskOnce: {
		en: "the attack on %s was reported already: bitmask reports each attacked square of a row once, when it enters the row",
		zh: "%s 上的攻击已经报告过了：位掩码在进入一行时把每个被攻击的格各报告一次",
		es: "el ataque a %s ya se informó: la máscara de bits informa de cada casilla atacada de una fila una vez, al entrar en la fila",
	},
	WhyNoQueenToLift: {
		en: "there is no queen at %s to lift",
		zh: "%s 没有皇后可以拿起",
		es: "no hay reina en %s que retirar",
	},
	WhyLiftLast: {
		en: "the queen placed last is at %s: it is lifted first",
		zh: "最后放下的皇后在 %s：要先拿起它",
		es: "la última reina colocada está en %s: se retira primero",
	},
	WhyStillToTry: {
		en: "row %s still has squares to try: %s",
		zh: "第 %s 行还有格要尝试：%s",
		es: "a la fila %s aún le quedan casillas por probar: %s",
	},
	WhyStillInDomain: {
		en: "row %s still has untried squares in its domain: %s",
		zh: "第 %s 行的域里还有没尝试的格：%s",
		es: "a la fila %s aún le quedan casillas sin probar en su dominio: %s",
	},
	WhyStillSafe: {
		en: "row %s still has untried safe squares: %s",
		zh: "第 %s 行还有没尝试的安全格：%s",
		es: "a la fila %s aún le quedan casillas seguras sin probar: %s",
	},
	WhyNotSolutionPlaced: {
		en: "not a solution: %s of the %s queens stand",
		zh: "不是解：%[2]s 个皇后中只放了 %[1]s 个",
		es: "no es una solución: hay %s de las %s reinas",
	},
	WhyQueensListed: {
		en: "the queens listed, %s, are not those of the board, %s",
		zh: "列出的皇后 %s 不是棋盘上的 %s",
		es: "las reinas listadas, %s, no son las del tablero, %s",
	},
	WhySolutionAgain: {
		en: "this solution was reported already",
		zh: "这个解已经报告过了",
		es: "esta solución ya se informó",
	},
	WhyIndex: {
		en: "\"index\" is %s: this is solution %s (they are numbered from 1)",
		zh: "\"index\" 是 %s：这是第 %s 个解（从 1 开始编号）",
		es: "\"index\" es %s: esta es la solución %s (se numeran desde 1)",
	},
	WhyNotOver: {
		en: "the search is not over: %s still stand",
		zh: "搜索还没有结束：还有 %s在棋盘上",
		es: "la búsqueda no ha terminado: aún están en pie %s",
	},
	WhyNotOverRow0: {
		en: "the search is not over: row 0 has squares left to try",
		zh: "搜索还没有结束：第 0 行还有格要尝试",
		es: "la búsqueda no ha terminado: a la fila 0 le quedan casillas por probar",
	},
	WhyDoneCounts: {
		en: "done counts %s, the trace reported %s",
		zh: "done 计了 %s，轨迹报告的是 %s 个",
		es: "done cuenta %s, la traza informó de %s",
	},
	WhyPruneAfterPlace: {
		en: "a prune comes right after the place of its queen",
		zh: "剪枝紧跟在它的皇后放下之后",
		es: "una poda va justo después de colocar su reina",
	},
	WhyNothingToPrune: {
		en: "the queen at %s takes no square from a domain: there is nothing to prune",
		zh: "%s 的皇后没有从任何域中拿走格：没有可剪的",
		es: "la reina de %s no quita ninguna casilla de un dominio: no hay nada que podar",
	},
	WhyPruneIsLast: {
		en: "the queen placed last is at %s: the prune is its",
		zh: "最后放下的皇后在 %s：剪枝是它的",
		es: "la última reina colocada está en %s: la poda es suya",
	},
	WhyPruneTwice: {
		en: "the prune lists %s twice",
		zh: "剪枝把 %s 列了两次",
		es: "la poda lista %s dos veces",
	},
	WhyPruneMisses: {
		en: "misses %s (attacked by it and still in their domains)",
		zh: "漏了 %s（它们被它攻击，且仍在各自的域中）",
		es: "omite %s (atacadas por ella y aún en sus dominios)",
	},
	WhyPruneAdds: {
		en: "adds %s (not attacked by it, out of the domain already, or on a row with a queen)",
		zh: "多了 %s（它们没被它攻击、早已不在域中，或在有皇后的行上）",
		es: "añade %s (no atacadas por ella, ya fuera del dominio, o en una fila con reina)",
	},
	WhyPruneOf: {
		en: "the prune of the queen at %s %s",
		zh: "%s 的皇后的剪枝%s",
		es: "la poda de la reina de %s %s",
	},
	WhyWipeHasQueen: {
		en: "row %s has a queen, at %s: only a row without one has a domain to wipe out",
		zh: "第 %s 行有皇后，在 %s：只有没有皇后的行才有可清空的域",
		es: "la fila %s tiene reina, en %s: solo una fila sin reina tiene un dominio que vaciar",
	},
	WhyDomainHolds: {
		en: "row %s's domain still holds %s: no wipe-out",
		zh: "第 %s 行的域里还有 %s：没有域清空",
		es: "el dominio de la fila %s aún tiene %s: no hay dominio vacío",
	},
	WhyWipeAfterPrune: {
		en: "a wipe-out comes right after the prune that empties a domain",
		zh: "域清空紧跟在清空那个域的剪枝之后",
		es: "un dominio vacío va justo después de la poda que lo vacía",
	},
	WhyDomainHoldsOther: {
		en: "row %s's domain still holds %s; row %s's is empty",
		zh: "第 %s 行的域里还有 %s；空的是第 %s 行的域",
		es: "el dominio de la fila %s aún tiene %s; el vacío es el de la fila %s",
	},
	WhyWipeFirst: {
		en: "the wipe-out names the first row left empty, row %s",
		zh: "域清空指的是第一个被清空的行，即第 %s 行",
		es: "el dominio vacío nombra la primera fila vaciada, la fila %s",
	},
	WhyLastSquareBy: {
		en: "the last square of row %s was taken by the queen at %s",
		zh: "第 %s 行的最后一个格是被 %s 的皇后拿走的",
		es: "la última casilla de la fila %s la tomó la reina de %s",
	},
	WhyStartFirst: {
		en: "a start comes first, or again after a move",
		zh: "start 在最前面，或在一次 move 之后再来",
		es: "un start va primero, o de nuevo tras un move",
	},
	WhyNoStartAgain: {
		en: "no queen is attacked: the solution must be reported, not a start again",
		zh: "没有皇后被攻击：必须报告解，而不是再 start 一次",
		es: "ninguna reina está atacada: hay que informar de la solución, no de otro start",
	},
	WhyPairsStart: {
		en: "\"pairs\" is %s: on this board %s attack each other",
		zh: "\"pairs\" 是 %s：这个棋盘上有 %s互相攻击",
		es: "\"pairs\" es %s: en este tablero se atacan %s",
	},
	WhyAfterStartOrMove: {
		en: "%s comes after a start or a move",
		zh: "%s 要在 start 或 move 之后",
		es: "%s va después de un start o de un move",
	},
	WhyAPick: {
		en: "a pick",
		zh: "pick",
		es: "un pick",
	},
	WhyAGiveUp: {
		en: "a give-up",
		zh: "give-up",
		es: "un give-up",
	},
	WhyQueenOfRow: {
		en: "the queen of row %s stands at %s",
		zh: "第 %s 行的皇后在 %s",
		es: "la reina de la fila %s está en %s",
	},
	WhyPickAttacked: {
		en: "the queen at %s is not attacked: min-conflicts picks among the attacked queens",
		zh: "%s 的皇后没有被攻击：最小冲突只从被攻击的皇后中挑选",
		es: "la reina de %s no está atacada: mínimos conflictos elige entre las reinas atacadas",
	},
	WhyConflicts: {
		en: "\"conflicts\" is %s: %s attack the queen at %s",
		zh: "\"conflicts\" 是 %s：有 %s攻击 %s 的皇后",
		es: "\"conflicts\" es %s: %s atacan a la reina de %s",
	},
	WhyEvaluateAfterPick: {
		en: "an evaluate comes right after the pick of its queen",
		zh: "evaluate 紧跟在挑选它的皇后之后",
		es: "un evaluate va justo después del pick de su reina",
	},
	WhyEvaluateRow: {
		en: "the queen picked is at %s: its row is evaluated",
		zh: "挑中的皇后在 %s：要评估的是它那一行",
		es: "la reina elegida está en %s: se evalúa su fila",
	},
	WhyCountsAt: {
		en: "\"counts\"[%s] is %s: %s attack %s (the queen of row %s left out)",
		zh: "\"counts\"[%s] 是 %s：有 %s攻击 %s（不算第 %s 行的皇后）",
		es: "\"counts\"[%s] es %s: %s atacan %s (sin contar la reina de la fila %s)",
	},
	WhyMoveAfterEvaluate: {
		en: "a move comes right after the evaluate of its row",
		zh: "move 紧跟在评估它那一行之后",
		es: "un move va justo después del evaluate de su fila",
	},
	WhyMovePicked: {
		en: "the queen picked is on row %s: it is the one that moves",
		zh: "挑中的皇后在第 %s 行：移动的是它",
		es: "la reina elegida está en la fila %s: es la que se mueve",
	},
	WhyFrom: {
		en: "\"from\" is %s: the queen of row %s stands on column %s",
		zh: "\"from\" 是 %s：第 %s 行的皇后在第 %s 列",
		es: "\"from\" es %s: la reina de la fila %s está en la columna %s",
	},
	WhyMoveLeast: {
		en: "a move to %s, attacked by %s, but %s is attacked by %s: min-conflicts moves to a square of fewest conflicts",
		zh: "移到了被 %[2]s攻击的 %[1]s，而 %[3]s 只被 %[4]s 个攻击：最小冲突移到冲突最少的格",
		es: "un move a %s, atacada por %s, pero %s está atacada por %s: mínimos conflictos se mueve a una casilla de menos conflictos",
	},
	WhyPairsMove: {
		en: "\"pairs\" is %s: after the move %s attack each other",
		zh: "\"pairs\" 是 %s：移动之后有 %s互相攻击",
		es: "\"pairs\" es %s: tras el move se atacan %s",
	},
	WhySolutionAfter: {
		en: "a solution comes after a start or a move",
		zh: "解要在 start 或 move 之后",
		es: "una solución va después de un start o de un move",
	},
	WhyNotSolutionPairs: {
		en: "not a solution: %s attack each other",
		zh: "不是解：有 %s互相攻击",
		es: "no es una solución: se atacan %s",
	},
	WhyMCIndex: {
		en: "\"index\" is %s: min-conflicts finds one solution, number 1",
		zh: "\"index\" 是 %s：最小冲突只找一个解，编号 1",
		es: "\"index\" es %s: mínimos conflictos encuentra una solución, la número 1",
	},
	WhyPairs: {
		en: "\"pairs\" is %s: %s attack each other",
		zh: "\"pairs\" 是 %s：有 %s互相攻击",
		es: "\"pairs\" es %s: se atacan %s",
	},
	WhyMoves: {
		en: "\"moves\" is %s: the trace made %s",
		zh: "\"moves\" 是 %s：轨迹走了 %s",
		es: "\"moves\" es %s: la traza hizo %s",
	},
	WhyStarts: {
		en: "\"starts\" is %s: the trace made %s",
		zh: "\"starts\" 是 %s：轨迹开始了 %s",
		es: "\"starts\" es %s: la traza hizo %s",
	},
	WhySolutionBeforeDone: {
		en: "no queen is attacked: the solution must be reported before done",
		zh: "没有皇后被攻击：必须在 done 之前报告解",
		es: "ninguna reina está atacada: hay que informar de la solución antes de done",
	},
	WhyRunNotOver: {
		en: "the run is not over: done comes after the solution or a give-up",
		zh: "运行还没有结束：done 要在解或 give-up 之后",
		es: "la ejecución no ha terminado: done va después de la solución o de un give-up",
	},
	WhySolutionNowMC: {
		en: "no queen is attacked: the solution must be reported now",
		zh: "没有皇后被攻击：现在必须报告解",
		es: "ninguna reina está atacada: hay que informar ya de la solución",
	},
	WhyAttackersTwice: {
		en: "\"attackers\" lists %s twice",
		zh: "\"attackers\" 把 %s 列了两次",
		es: "\"attackers\" lista %s dos veces",
	},
	WhyAttackersNone: {
		en: "\"attackers\" lists %s, where no other queen stands",
		zh: "\"attackers\" 列出了 %s，而那里没有别的皇后",
		es: "\"attackers\" lista %s, donde no hay otra reina",
	},
	WhyAttackersNotAttack: {
		en: "\"attackers\" lists the queen at %s, which does not attack %s",
		zh: "\"attackers\" 列出了 %s 的皇后，而它不攻击 %s",
		es: "\"attackers\" lista la reina de %s, que no ataca %s",
	},
	WhyAttackersMissing: {
		en: "\"attackers\" leaves out the queen at %s, which attacks %s",
		zh: "\"attackers\" 漏了 %s 的皇后，而它攻击 %s",
		es: "\"attackers\" omite la reina de %s, que ataca %s",
	},
	WhyAfterDoneRun: {
		en: "an event after done: the run is over",
		zh: "done 之后还有事件：运行已经结束了",
		es: "un evento después de done: la ejecución ha terminado",
	},
	ExpectPick: {
		en: "a pick of an attacked queen (rows %s), a start again, or a give-up",
		zh: "挑选一个被攻击的皇后（第 %s 行）、再 start 一次，或 give-up",
		es: "un pick de una reina atacada (filas %s), otro start, o un give-up",
	},
	ExpectMove: {
		en: "a move of the queen at %s to a column of %s: %s",
		zh: "把 %[1]s 的皇后移到 %[2]s的某一列：%[3]s",
		es: "un move de la reina de %s a una columna de %s: %s",
	},
	ExpectNothing: {
		en: "nothing: the run is over",
		zh: "什么都没有：运行已经结束了",
		es: "nada: la ejecución ha terminado",
	},
	ExpectStart: {
		en: "a start: {\"step\":%s,\"kind\":\"start\",\"queens\":[...%s columns...],\"pairs\":P}",
		zh: "start：{\"step\":%s,\"kind\":\"start\",\"queens\":[...%s 列...],\"pairs\":P}",
		es: "un start: {\"step\":%s,\"kind\":\"start\",\"queens\":[...%s columnas...],\"pairs\":P}",
	},
	WhyJustTried: {
		en: "%s was just tried: its attack or its queen comes next",
		zh: "刚尝试了 %s：接下来是它的攻击或它的皇后",
		es: "se acaba de probar %s: ahora viene su ataque o su reina",
	},
	WhyLiftNow: {
		en: "a row is wiped out: the queen at %s must be lifted now",
		zh: "有一行的域被清空了：现在必须拿起 %s 的皇后",
		es: "un dominio ha quedado vacío: hay que retirar ya la reina de %s",
	},
	WhyLiftAfterSolution: {
		en: "all %s queens stand and the solution is reported: the next event lifts a queen",
		zh: "%s 个皇后都在棋盘上，解也报告了：下一个事件是拿起一个皇后",
		es: "las %s reinas están en pie y la solución se informó: el próximo evento retira una reina",
	},
	WhyRowUntil: {
		en: "the row being filled is %s, until each of its columns is done and the queen above it is lifted",
		zh: "正在填的是第 %s 行，直到它的每一列都做完、它上面的皇后被拿起",
		es: "la fila que se está llenando es la %s, hasta que se hayan hecho todas sus columnas y se retire la reina de encima",
	},
	WhyColumnDone: {
		en: "column %s of row %s is done already in this visit of the row: each column once",
		zh: "在这一次访问中，第 %[2]s 行的第 %[1]s 列已经做过了：每列一次",
		es: "la columna %s de la fila %s ya está hecha en esta visita de la fila: cada columna una vez",
	},
	WhyNotInDomain: {
		en: "%s is not in row %s's domain: a queen before took it",
		zh: "%s 不在第 %s 行的域里：之前的一个皇后拿走了它",
		es: "%s no está en el dominio de la fila %s: una reina anterior la tomó",
	},
	WhyFillsTopDown: {
		en: "%s fills the rows top down: the next is row %s",
		zh: "%s 从上到下逐行填：下一行是第 %s 行",
		es: "%s llena las filas de arriba abajo: la siguiente es la fila %s",
	},
	WhyMRVFewest: {
		en: "MRV fills a row with the fewest squares left: row %s has %s, row %s %s",
		zh: "MRV 填剩余格最少的行：第 %s 行有 %s，第 %s 行只有 %s 个",
		es: "MRV llena una fila con menos casillas restantes: la fila %s tiene %s, la fila %s %s",
	},
	WhyFreeOnlyAttack: {
		en: "%s is attacked by the queen at %s along the %s: %s tries only the free squares and reports an attacked one by its attack alone",
		zh: "%[1]s 被 %[2]s 的皇后沿%[3]s攻击：%[4]s 只尝试空闲的格，被攻击的格只报告它的攻击",
		es: "%s está atacada por la reina de %s por la %s: %s solo prueba las casillas libres e informa de una atacada solo por su ataque",
	},
	WhyAttacksTriedOnly: {
		en: "%s attacks only the square just tried, and %s was not",
		zh: "%s 只攻击刚尝试的格，而 %s 不是",
		es: "%s solo ataca la casilla recién probada, y %s no lo fue",
	},
	WhyNoQueenToAttack: {
		en: "no queen stands at %s to attack %s",
		zh: "%s 没有皇后去攻击 %s",
		es: "no hay ninguna reina en %s que ataque %s",
	},
	WhyDoesNotAttack: {
		en: "the queen at %s does not attack %s",
		zh: "%s 的皇后不攻击 %s",
		es: "la reina de %s no ataca %s",
	},
	WhyPlaceFree: {
		en: "%s is attacked by the queen at %s along the %s: a queen goes only on a free square",
		zh: "%[1]s 被 %[2]s 的皇后沿%[3]s攻击：皇后只能放在空闲的格上",
		es: "%s está atacada por la reina de %s por la %s: una reina solo va en una casilla libre",
	},
	WhyNoPrune: {
		en: "no queen just put down takes squares from a domain: a prune follows the place of its queen",
		zh: "刚放下的皇后没有从任何域中拿走格：剪枝跟在它的皇后放下之后",
		es: "ninguna reina recién colocada quita casillas de un dominio: una poda sigue a la colocación de su reina",
	},
	WhyPruneJustPlaced: {
		en: "the prune is the queen's just placed, at %s",
		zh: "剪枝属于刚放下的皇后，在 %s",
		es: "la poda es de la reina recién colocada, en %s",
	},
	WhyListedTwice: {
		en: "%s is listed twice",
		zh: "%s 列了两次",
		es: "%s aparece dos veces",
	},
	WhyPruneRowQueen: {
		en: "%s is on row %s, which has its queen: only the domains of the rows without one are pruned",
		zh: "%s 在第 %s 行，而这一行有皇后：只剪没有皇后的行的域",
		es: "%s está en la fila %s, que tiene su reina: solo se podan los dominios de las filas sin reina",
	},
	WhyAlsoTakes: {
		en: "the queen at %s also takes %s from row %s's domain",
		zh: "%[1]s 的皇后还从第 %[3]s 行的域中拿走了 %[2]s",
		es: "la reina de %s también quita %s del dominio de la fila %s",
	},
	WhyNoWipe: {
		en: "no row's domain is empty: there is no wipe-out",
		zh: "没有哪一行的域是空的：没有域清空",
		es: "ningún dominio de fila está vacío: no hay dominio vacío",
	},
	WhyTookLast: {
		en: "the queen just placed, at %s, took the last square of row %s's domain",
		zh: "刚放下的皇后（在 %s）拿走了第 %s 行的域中的最后一个格",
		es: "la reina recién colocada, en %s, tomó la última casilla del dominio de la fila %s",
	},
	WhyEmptyIsOther: {
		en: "row %s still has squares in its domain: the empty one is row %s",
		zh: "第 %s 行的域里还有格：空的是第 %s 行",
		es: "la fila %s aún tiene casillas en su dominio: la vacía es la fila %s",
	},
	WhyNoneToLift: {
		en: "no queen stands to lift",
		zh: "没有皇后可以拿起",
		es: "no hay ninguna reina que retirar",
	},
	WhyLiftTop: {
		en: "the queen to lift is the last put down, at %s",
		zh: "要拿起的是最后放下的皇后，在 %s",
		es: "la reina que se retira es la última colocada, en %s",
	},
	WhyNextRowUntried: {
		en: "the next row has squares left and none is tried yet: a backtrack comes only once every column of the row is done",
		zh: "下一行还有格，而且一个都还没尝试：要等这一行的每一列都做完才能回溯",
		es: "a la fila siguiente le quedan casillas y no se ha probado ninguna: un retroceso llega solo cuando se han hecho todas las columnas de la fila",
	},
	WhyUntried: {
		en: "row %s still has %s untried: a backtrack comes only once every column of the row is done",
		zh: "第 %s 行还有 %s 没尝试：要等这一行的每一列都做完才能回溯",
		es: "a la fila %s le quedan %s sin probar: un retroceso llega solo cuando se han hecho todas las columnas de la fila",
	},
	WhySolutionReported: {
		en: "the solution is reported already",
		zh: "这个解已经报告过了",
		es: "la solución ya se informó",
	},
	WhyOnlySome: {
		en: "only %s of %s queens stand: a solution has all",
		zh: "%[2]s 个皇后中只放了 %[1]s 个：解要全部放下",
		es: "solo hay %s de %s reinas: una solución las tiene todas",
	},
	WhyIndexAny: {
		en: "\"index\" is %s, but this is solution %s",
		zh: "\"index\" 是 %s，但这是第 %s 个解",
		es: "\"index\" es %s, pero esta es la solución %s",
	},
	WhyQueensAre: {
		en: "the queens are %s, not %s",
		zh: "皇后是 %s，不是 %s",
		es: "las reinas son %s, no %s",
	},
	WhyStillStand: {
		en: "%s still stand: the search is over only when row 0's columns are all done",
		zh: "还有 %s在棋盘上：只有第 0 行的每一列都做完，搜索才结束",
		es: "aún están en pie %s: la búsqueda termina solo cuando se han hecho todas las columnas de la fila 0",
	},
	WhyDoneSays: {
		en: "done says %s, but the trace reports %s",
		zh: "done 说有 %s，但轨迹报告的是 %s 个",
		es: "done dice %s, pero la traza informa de %s",
	},
	WhyBoardHas: {
		en: "the trace reports %s, but the %s×%s board has %s",
		zh: "轨迹报告了 %[1]s，但 %[2]s×%[3]s 棋盘有 %[4]s 个",
		es: "la traza informa de %s, pero el tablero de %s×%s tiene %s",
	},
	ExpectAttackOrPlace: {
		en: "the attack on %s, or its place",
		zh: "%s 上的攻击，或在它上面放下皇后",
		es: "el ataque a %s, o su colocación",
	},
	ExpectPrune: {
		en: "the prune of the queen at %s",
		zh: "%s 的皇后的剪枝",
		es: "la poda de la reina de %s",
	},
	ExpectWipeOut: {
		en: "the wipe-out of row %s",
		zh: "第 %s 行的域清空",
		es: "el dominio vacío de la fila %s",
	},
	ExpectBacktrack: {
		en: "the backtrack of the queen at %s",
		zh: "%s 的皇后的回溯",
		es: "el retroceso de la reina de %s",
	},
	ExpectSolution: {
		en: "the solution %s",
		zh: "解 %s",
		es: "la solución %s",
	},
	ExpectQueenInDomain: {
		en: "a queen on a square left in a domain",
		zh: "在域中剩下的某个格上放下皇后",
		es: "una reina en una casilla que quede en un dominio",
	},
	ExpectColumnLeft: {
		en: "one of row %s's columns left: %s",
		zh: "第 %s 行剩下的某一列：%s",
		es: "una de las columnas que le quedan a la fila %s: %s",
	},
	DiffVarying: {
		en: "columns tried in varying orders",
		zh: "各列的尝试顺序不一",
		es: "columnas probadas en órdenes distintos",
	},
	DiffRightToLeft: {
		en: "columns tried right to left",
		zh: "各列从右到左尝试",
		es: "columnas probadas de derecha a izquierda",
	},
	DiffAttackers: {
		en: "attackers named differ from the reference's at %s",
		zh: "有 %s点名的攻击者与参考搜索的不同",
		es: "los atacantes nombrados difieren de los de la referencia en %s",
	},
	DiffLateAttacks: {
		en: "%s reported after a try of the row",
		zh: "%s在这一行的一次尝试之后才报告",
		es: "%s informados tras una prueba de la fila",
	},
	DiffTies: {
		en: "another row of an MRV tie filled than the topmost at %s",
		zh: "有 %s在 MRV 平局时填的不是最上面的那一行",
		es: "en %s se llenó otra fila de un empate de MRV que la de más arriba",
	},
	DiffWipes: {
		en: "another empty row named than the topmost at %s",
		zh: "有 %s指出的空行不是最上面的那一行",
		es: "en %s se nombró otra fila vacía que la de más arriba",
	},
	WhyKindNotMade: {
		en: "%s does not make %s events (its events are %s)",
		zh: "%s 不会产生 %s 事件（它的事件有 %s）",
		es: "%s no produce eventos %s (sus eventos son %s)",
	},
	WhyStep: {
		en: "\"step\" is %s, but this is event %s: an event is missing, repeated or misnumbered",
		zh: "\"step\" 是 %s，但这是第 %s 个事件：有事件缺失、重复或编号错误",
		es: "\"step\" es %s, pero este es el evento %s: falta un evento, está repetido o mal numerado",
	},
	SumLine: {
		en: "N=%s, %s, %s, %s",
		zh: "N=%s，%s，%s，%s",
		es: "N=%s, %s, %s, %s", same: true,
	},
	SumMatches: {
		en: "matches %s",
		zh: "与%s一致",
		es: "coincide con %s",
	},
	SumValidOrder: {
		en: "valid %s; in the reference's order",
		zh: "是有效的%s；顺序与参考搜索相同",
		es: "una búsqueda válida de %s; en el orden de la referencia",
	},
	SumValid: {
		en: "valid %s; %s",
		zh: "是有效的%s；%s",
		es: "una búsqueda válida de %s; %s",
	},
	SumRules: {
		en: "follows the rules of %s",
		zh: "符合 %s 的规则",
		es: "sigue las reglas de %s",
	},
	SumWithMRV: {
		en: "%s with MRV",
		zh: "%s（使用 MRV）",
		es: "%s con MRV",
	},
	AmountQueens: {
		en: amountOf("%[2]s queen", "%[2]s queens"),
		zh: counted("%[2]s 个皇后"),
		es: amountOf("%[2]s reina", "%[2]s reinas"),
	},
	AmountSquares: {
		en: amountOf("%[2]s square", "%[2]s squares"),
		zh: counted("%[2]s 个格"),
		es: amountOf("%[2]s casilla", "%[2]s casillas"),
	},
	AmountConflicts: {
		en: amountOf("%[2]s conflict", "%[2]s conflicts"),
		zh: counted("%[2]s 个冲突"),
		es: amountOf("%[2]s conflicto", "%[2]s conflictos"),
	},
	AmountEvents: {
		en: amountOf("%[2]s event", "%[2]s events"),
		zh: counted("%[2]s 个事件"),
		es: amountOf("%[2]s evento", "%[2]s eventos"),
	},
	AmountAttacks: {
		en: amountOf("%[2]s attack", "%[2]s attacks"),
		zh: counted("%[2]s 次攻击"),
		es: amountOf("%[2]s ataque", "%[2]s ataques"),
	},
	AmountVisits: {
		en: amountOf("%[2]s visit", "%[2]s visits"),
		zh: counted("%[2]s 次访问"),
		es: amountOf("%[2]s visita", "%[2]s visitas"),
	},
	AmountWipeOuts: {
		en: amountOf("%[2]s wipe-out", "%[2]s wipe-outs"),
		zh: counted("%[2]s 次域清空"),
		es: amountOf("%[2]s dominio vacío", "%[2]s dominios vacíos"),
	},
	AmountMoves: {
		en: amountOf("%[2]s move", "%[2]s moves"),
		zh: counted("%[2]s 步"),
		es: amountOf("%[2]s movimiento", "%[2]s movimientos"),
	},
	AmountStarts: {
		en: amountOf("%[2]s start", "%[2]s starts"),
		zh: counted("%[2]s 次"),
		es: amountOf("%[2]s arranque", "%[2]s arranques"),
	},
	ErrJoinMemory: {
		en: "solver: the %[1]s×%[1]s board's join needs %[3]s MiB, more than the memory limit of %[2]s MiB (--memory)",
		zh: "solver：%[1]s×%[1]s 棋盘的拼接需要 %[3]s MiB 内存，超过上限 %[2]s MiB（--memory）",
		es: "solver: la unión del tablero de %[1]s×%[1]s necesita %[3]s MiB, más que el límite de memoria de %[2]s MiB (--memory)",
	},
	ErrResultsFile: {
		en: "results file %s: %s",
		zh: "结果文件 %s：%s",
		es: "archivo de resultados %s: %s",
	},
	ErrFileTooLarge: {
		en: "%[1]s: larger than %[2]s; is it %[3]s?",
		zh: "%[1]s：超过 %[2]s；它是%[3]s吗？",
		es: "%[1]s: ocupa más de %[2]s; ¿es %[3]s?",
	},
	FileLesson:         {en: "a lesson file", zh: "课程文件", es: "un archivo de lección"},
	FileResults:        {en: "a results file", zh: "结果文件", es: "un archivo de resultados"},
	FilePrivateKey:     {en: "a private key", zh: "私钥", es: "una clave privada"},
	FileAuthorizedKeys: {en: "an authorized_keys file", zh: "authorized_keys 文件", es: "un archivo authorized_keys"},
	CmdUnknownFlag: {
		en: "unknown flag: %s",
		zh: "未知选项：%s",
		es: "opción desconocida: %s",
	},
	CmdUnknownShorthand: {
		en: "unknown shorthand flag: '%[1]s' in %[2]s",
		zh: "未知的短选项：%[2]s 中的 '%[1]s'",
		es: "opción corta desconocida: '%[1]s' en %[2]s",
	},
	CmdFlagNeedsArgument: {
		en: "flag needs an argument: %s",
		zh: "选项需要一个值：%s",
		es: "la opción necesita un valor: %s",
	},
	CmdUnknownShorthandArg: {
		en: "flag needs an argument: '%[1]s' in %[2]s",
		zh: "选项需要一个值：%[2]s 中的 '%[1]s'",
		es: "la opción necesita un valor: '%[1]s' en %[2]s",
	},
	CmdBadFlagSyntax: {
		en: "bad flag syntax: %s",
		zh: "选项的写法不对：%s",
		es: "opción mal escrita: %s",
	},
	RecordSize: {
		en: "record: size %[1]s×%[2]s, %[3]s fps and %[4]s steps/s must all be positive",
		zh: "录制：尺寸 %[1]s×%[2]s、%[3]s 帧/秒和 %[4]s 步/秒都必须为正数",
		es: "grabación: el tamaño %[1]s×%[2]s, %[3]s fps y %[4]s pasos/s deben ser todos positivos",
	},
	RecordNoSolution: {
		en: "no solution in the first %s search events (the most a recording runs to find one, as a jump with n does): give --steps, or a smaller N",
		zh: "前 %s 个搜索事件中没有解（录制为找一个解最多运行这么多，与按 n 跳转相同）：请给出 --steps，或更小的 N",
		es: "ninguna solución en los primeros %s eventos de búsqueda (lo más que una grabación recorre para hallar una, como un salto con n): indica --steps o un N menor",
	},
	RecordTooManyFrames: {
		en: "record: more than %s frames; ask for fewer steps or a higher speed",
		zh: "录制：超过 %s 帧；请要求更少的步数或更高的速度",
		es: "grabación: más de %s fotogramas; pide menos pasos o más velocidad",
	},
	CmpFlagTwoSearches: {
		en: "--compare takes two tree searches (%[1]s), not %[2]s and %[3]s",
		zh: "--compare 需要两种树搜索（%[1]s），而不是 %[2]s 和 %[3]s",
		es: "--compare compara dos búsquedas en árbol (%[1]s), no %[2]s y %[3]s",
	},
	CmpFlagSameRun: {
		en: "--compare %[1]s: the run is %[2]s already; name another strategy",
		zh: "--compare %[1]s：当前运行已经是 %[2]s；请指定另一种策略",
		es: "--compare %[1]s: la ejecución ya es %[2]s; indica otra estrategia",
	},
	CmdArgsAtLeast: {
		en: "requires at least %[1]s arg(s), only received %[2]s",
		zh: "至少需要 %[1]s 个参数，只收到 %[2]s 个",
		es: "necesita al menos %[1]s argumento(s) y recibió solo %[2]s",
	},
	CmdArgsAtMost: {
		en: "accepts at most %[1]s arg(s), received %[2]s",
		zh: "最多接受 %[1]s 个参数，收到了 %[2]s 个",
		es: "acepta como mucho %[1]s argumento(s) y recibió %[2]s",
	},
	CmdNoSuchSubcommand: {
		en: `unknown command "%[1]s" for "%[2]s"`,
		zh: `“%[2]s”没有“%[1]s”这个命令`,
		es: `«%[2]s» no tiene el comando «%[1]s»`,
	},
}
