package i18n

// The command line's help: each command's summary (Short) and text (Long),
// each flag's usage, and the words of cobra's usage template. Flag names,
// command names, values, file names, environment variables and command
// lines stay as they are typed in every language; the English is what the
// help said before it came from here, byte for byte (the manual page and
// the tests read it).
const (
	UsageUsage        ID = "usage.usage" // the usage template's headings, each with its colon
	UsageAliases      ID = "usage.aliases"
	UsageExamples     ID = "usage.examples"
	UsageCommands     ID = "usage.commands"
	UsageMoreCommands ID = "usage.more-commands" // commands in no group
	UsageFlags        ID = "usage.flags"
	UsageGlobalFlags  ID = "usage.global-flags"
	UsageTopics       ID = "usage.topics"
	UsageMore         ID = "usage.more"    // %[1]s the command's path, as typed
	UsageDefault      ID = "usage.default" // after a flag's usage, its leading space included: %[1]s the default
	FlagHelp          ID = "flag.help"     // %[1]s the command's name
	FlagVersion       ID = "flag.version"  // %[1]s the program's name
	FlagLang          ID = "flag.lang"
)

// The commands' summaries and texts. A text's arguments are values the
// command computes (a board size, a key's name), as strings.
const (
	CmdRootShort       ID = "cmd.root.short"
	CmdRootLong        ID = "cmd.root.long"
	CmdHelpShort       ID = "cmd.help.short"
	CmdCompletionShort ID = "cmd.completion.short"
	CmdCompletionLong  ID = "cmd.completion.long"      // %[1]s the program's name
	CmdShellShort      ID = "cmd.completion.shell"     // %[1]s the shell
	CmdBashLong        ID = "cmd.completion.bash.long" // %[1]s the program's name
	CmdZshLong         ID = "cmd.completion.zsh.long"  // %[1]s the program's name; %[2]s zsh's ${fpath[1]}, which the catalogue would read as its own
	CmdFishLong        ID = "cmd.completion.fish.long" // %[1]s the program's name
	CmdPowerShellLong  ID = "cmd.completion.pwsh.long" // %[1]s the program's name
	CmdManShort        ID = "cmd.man.short"
	CmdCountShort      ID = "cmd.count.short"
	CmdCountLong       ID = "cmd.count.long" // %[1]s the largest N; %[2]s and %[3]s the boards the half-board join counts
	CmdSolveShort      ID = "cmd.solve.short"
	CmdSolveLong       ID = "cmd.solve.long" // %[1]s the largest --from reached by walking
	CmdTraceShort      ID = "cmd.trace.short"
	CmdTraceLong       ID = "cmd.trace.long"
	CmdTreeShort       ID = "cmd.tree.short"
	CmdTreeLong        ID = "cmd.tree.long"
	CmdGIFShort        ID = "cmd.gif.short"
	CmdGIFLong         ID = "cmd.gif.long"
	CmdReplayShort     ID = "cmd.replay.short"
	CmdReplayLong      ID = "cmd.replay.long"
	CmdLessonShort     ID = "cmd.lesson.short"
	CmdLessonLong      ID = "cmd.lesson.long" // the keys: %[1]s next, %[2]s previous, %[3]s first, %[4]s last, %[5]s go to, %[6]s play, %[7]s step
	CmdExerciseShort   ID = "cmd.exercise.short"
	CmdExerciseLong    ID = "cmd.exercise.long"
	CmdGradesShort     ID = "cmd.grades.short"
	CmdGradesLong      ID = "cmd.grades.long"
	CmdServeShort      ID = "cmd.serve.short"
	CmdServeLong       ID = "cmd.serve.long"
)

// The flags' usages. A usage may hold a `NAME` in back quotes: pflag
// shows it after the flag as the value's name, so it stays the same in
// every language.
const (
	FlagNoDescriptions ID = "flag.no-descriptions"
	FlagSize           ID = "flag.size" // %[1]s the largest N
	FlagAlgo           ID = "flag.algo"
	FlagAlgoCycle      ID = "flag.algo-cycle"
	FlagOption         ID = "flag.option" // a strategy's option: %[1]s the strategy, %[2]s what the option does
	FlagSeed           ID = "flag.seed"   // after FlagOption's strategy, as FlagStart and FlagMRV
	FlagStart          ID = "flag.start"
	FlagMRV            ID = "flag.mrv"
	FlagSpeed          ID = "flag.speed"
	FlagASCII          ID = "flag.ascii"
	FlagASCIIPlain     ID = "flag.ascii-plain"
	FlagTheme          ID = "flag.theme"
	FlagMode           ID = "flag.mode"
	FlagCompare        ID = "flag.compare"
	FlagMouse          ID = "flag.mouse"
	FlagUnicode        ID = "flag.unicode"
	FlagPredict        ID = "flag.predict"    // %[1]s the predict key
	FlagStep           ID = "flag.step"       // %[1]s the permalink key
	FlagLessonOut      ID = "flag.lesson-out" // %[1]s the key that adds a slide
	FlagAccessible     ID = "flag.accessible"
	FlagLayout         ID = "flag.layout"

	FlagCountUnique     ID = "flag.count.unique"
	FlagWorkers         ID = "flag.count.workers"
	FlagForce           ID = "flag.count.force"
	FlagMemory          ID = "flag.count.memory"
	FlagShard           ID = "flag.count.shard"
	FlagMerge           ID = "flag.count.merge"
	FlagCheckpoint      ID = "flag.count.checkpoint"
	FlagCheckpointEvery ID = "flag.count.checkpoint-every"
	FlagWait            ID = "flag.count.wait"
	FlagVerify          ID = "flag.count.verify"
	FlagVerifySeed      ID = "flag.count.seed"

	FlagSolveFormat ID = "flag.solve.format"
	FlagSolveLimit  ID = "flag.solve.limit"
	FlagSolveFrom   ID = "flag.solve.from"
	FlagSolveUnique ID = "flag.solve.unique"
	FlagTraceLimit  ID = "flag.trace.limit"
	FlagTraceFormat ID = "flag.trace.format"
	FlagTreeLimit   ID = "flag.tree.limit"
	FlagTreeFormat  ID = "flag.tree.format"

	FlagGIFMode    ID = "flag.gif.mode"
	FlagGIFSteps   ID = "flag.gif.steps"
	FlagGIFSpeed   ID = "flag.gif.speed"
	FlagGIFFPS     ID = "flag.gif.fps"
	FlagGIFCols    ID = "flag.gif.cols"
	FlagGIFRows    ID = "flag.gif.rows"
	FlagGIFKeys    ID = "flag.gif.keys"
	FlagGIFKeyWait ID = "flag.gif.key-delay"
	FlagGIFHold    ID = "flag.gif.hold"
	FlagGIFNoColor ID = "flag.gif.no-color"
	FlagGIFTheme   ID = "flag.gif.theme"
	FlagGIFOutput  ID = "flag.gif.output"
	FlagGIFLesson  ID = "flag.gif.lesson"

	FlagReplayCheck  ID = "flag.replay.check"
	FlagReplayASCII  ID = "flag.replay.ascii"
	FlagReplayN      ID = "flag.replay.n"
	FlagReplayAlgo   ID = "flag.replay.algo"
	FlagReplayMRV    ID = "flag.replay.mrv"
	FlagReplayFormat ID = "flag.replay.format"
	FlagReplayOrder  ID = "flag.replay.order" // %[1]s the strategies --order any checks

	FlagLessonCheck ID = "flag.lesson.check"
	FlagLessonSlide ID = "flag.lesson.slide"

	FlagExerciseSeed   ID = "flag.exercise.seed"
	FlagExerciseSize   ID = "flag.exercise.size" // %[1]s and %[2]s the smallest and largest N
	FlagExerciseName   ID = "flag.exercise.name"
	FlagExerciseMRV    ID = "flag.exercise.mrv"
	FlagExerciseResult ID = "flag.exercise.result"

	FlagGradesFormat  ID = "flag.grades.format"
	FlagGradesAttempt ID = "flag.grades.attempt"

	FlagServeListen      ID = "flag.serve.listen"
	FlagServeHostKey     ID = "flag.serve.host-key"
	FlagServeRoom        ID = "flag.serve.room" // %[1]s the value that asks for a new code
	FlagServeTeacherKeys ID = "flag.serve.teacher-keys"
	FlagServeResults     ID = "flag.serve.results"
	FlagServeMaxSessions ID = "flag.serve.max-sessions"
	FlagServeIdle        ID = "flag.serve.idle"
	FlagServeMaxSession  ID = "flag.serve.max-session"
	FlagServeTheme       ID = "flag.serve.theme"
)

// cliMessages are the command line's help.
var cliMessages = map[ID]entry{
	UsageUsage:        {en: "Usage:", zh: "用法：", es: "Uso:"},
	UsageAliases:      {en: "Aliases:", zh: "别名：", es: "Alias:"},
	UsageExamples:     {en: "Examples:", zh: "示例：", es: "Ejemplos:"},
	UsageCommands:     {en: "Available Commands:", zh: "可用命令：", es: "Comandos disponibles:"},
	UsageMoreCommands: {en: "Additional Commands:", zh: "其他命令：", es: "Otros comandos:"},
	UsageFlags:        {en: "Flags:", zh: "选项：", es: "Opciones:"},
	UsageGlobalFlags:  {en: "Global Flags:", zh: "全局选项：", es: "Opciones globales:"},
	UsageTopics:       {en: "Additional help topics:", zh: "其他帮助主题：", es: "Otros temas de ayuda:"},
	UsageMore: {
		en: `Use "%[1]s [command] --help" for more information about a command.`,
		zh: `运行 "%[1]s [command] --help" 查看某个命令的详细说明。`,
		es: `Usa "%[1]s [command] --help" para saber más de un comando.`,
	},
	UsageDefault: {en: " (default %[1]s)", zh: "（默认 %[1]s）", es: " (predeterminado: %[1]s)"},
	FlagHelp:     {en: "help for %[1]s", zh: "显示 %[1]s 的帮助", es: "ayuda de %[1]s"},
	FlagVersion:  {en: "version for %[1]s", zh: "显示 %[1]s 的版本", es: "versión de %[1]s"},
	FlagLang: {
		en: "the language of the messages: en, zh (Simplified Chinese) or es (Spanish); without it, LC_ALL, LC_MESSAGES or LANG chooses",
		zh: "消息的语言：en（英语）、zh（简体中文）或 es（西班牙语）；不给出时由 LC_ALL、LC_MESSAGES 或 LANG 决定",
		es: "el idioma de los mensajes: en (inglés), zh (chino simplificado) o es (español); sin ella, lo eligen LC_ALL, LC_MESSAGES o LANG",
	},

	CmdRootShort: {
		en: "Watch the N-Queens backtracking search live, or count and list solutions fast",
		zh: "实时观看 N 皇后问题的回溯搜索，或快速计数、列出它的解",
		es: "Observa en directo la búsqueda con retroceso de las N reinas, o cuenta y lista sus soluciones rápido",
	},
	CmdRootLong: {
		en: `With no subcommand, nqueens opens the live visualizer: watch the backtracking
search place and lift queens, step through it both ways, jump to the next
solution; tab pages through all solutions or lets you place queens yourself.
a switches between the five strategies: plain backtracking with arrays or
bitmasks, forward checking (--mrv, or o inside), min-conflicts (--seed,
--start) and the explicit construction. Press ? inside for the keys.`,
		zh: `不带子命令时，nqueens 打开实时可视化：看回溯搜索放置和拿起皇后，前后
单步浏览，跳到下一个解；tab 翻看所有解，或者让你自己放皇后。a 在五种
策略之间切换：用数组或位掩码的普通回溯、前向检查（--mrv，或在界面中按
o）、最小冲突（--seed、--start）和显式构造。在界面中按 ? 查看所有按键。`,
		es: `Sin subcomando, nqueens abre el visualizador en directo: mira cómo la
búsqueda con retroceso coloca y retira reinas, recórrela paso a paso en
ambos sentidos, salta a la siguiente solución; tab pasa por todas las
soluciones o te deja colocar las reinas a ti. a cambia entre las cinco
estrategias: retroceso simple con vectores o máscaras de bits, comprobación
hacia adelante (--mrv, o la tecla o dentro), mínimos conflictos (--seed,
--start) y la construcción explícita. Pulsa ? dentro para ver las teclas.`,
	},
	CmdHelpShort: {en: "Help about any command", zh: "任意命令的帮助", es: "Ayuda sobre cualquier comando"},
	CmdManShort:  {en: "Write the manual page nqueens(1) in roff", zh: "以 roff 格式写出手册页 nqueens(1)", es: "Escribe la página de manual nqueens(1) en roff"},

	// cobra's completion command, its texts as cobra writes them.
	CmdCompletionShort: {
		en: "Generate the autocompletion script for the specified shell",
		zh: "为指定的 shell 生成自动补全脚本",
		es: "Genera el script de autocompletado para el shell indicado",
	},
	CmdCompletionLong: {
		en: "Generate the autocompletion script for %[1]s for the specified shell.\nSee each sub-command's help for details on how to use the generated script.\n",
		zh: "为指定的 shell 生成 %[1]s 的自动补全脚本。\n生成的脚本怎样使用，见各个子命令的帮助。\n",
		es: "Genera el script de autocompletado de %[1]s para el shell indicado.\nLa ayuda de cada subcomando explica cómo usar el script generado.\n",
	},
	CmdShellShort: {
		en: "Generate the autocompletion script for %[1]s",
		zh: "生成 %[1]s 的自动补全脚本",
		es: "Genera el script de autocompletado para %[1]s",
	},
	CmdBashLong: {
		en: `Generate the autocompletion script for the bash shell.

This script depends on the 'bash-completion' package.
If it is not installed already, you can install it via your OS's package manager.

To load completions in your current shell session:

	source <(%[1]s completion bash)

To load completions for every new session, execute once:

#### Linux:

	%[1]s completion bash > /etc/bash_completion.d/%[1]s

#### macOS:

	%[1]s completion bash > $(brew --prefix)/etc/bash_completion.d/%[1]s

You will need to start a new shell for this setup to take effect.
`,
		zh: `为 bash 生成自动补全脚本。

这个脚本依赖 'bash-completion' 软件包。
如果还没有安装，可以用操作系统的包管理器安装。

在当前的 shell 会话中加载补全：

	source <(%[1]s completion bash)

要让以后的每个新会话都加载补全，执行一次：

#### Linux：

	%[1]s completion bash > /etc/bash_completion.d/%[1]s

#### macOS：

	%[1]s completion bash > $(brew --prefix)/etc/bash_completion.d/%[1]s

需要新开一个 shell，这项设置才会生效。
`,
		es: `Genera el script de autocompletado para el shell bash.

Este script depende del paquete 'bash-completion'.
Si aún no lo tienes instalado, puedes instalarlo con el gestor de paquetes
de tu sistema.

Para cargar el autocompletado en la sesión actual del shell:

	source <(%[1]s completion bash)

Para cargarlo en cada sesión nueva, ejecuta una vez:

#### Linux:

	%[1]s completion bash > /etc/bash_completion.d/%[1]s

#### macOS:

	%[1]s completion bash > $(brew --prefix)/etc/bash_completion.d/%[1]s

Tendrás que abrir un shell nuevo para que este ajuste surta efecto.
`,
	},
	CmdZshLong: {
		en: `Generate the autocompletion script for the zsh shell.

If shell completion is not already enabled in your environment you will need
to enable it.  You can execute the following once:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

To load completions in your current shell session:

	source <(%[1]s completion zsh)

To load completions for every new session, execute once:

#### Linux:

	%[1]s completion zsh > "%[2]s/_%[1]s"

#### macOS:

	%[1]s completion zsh > $(brew --prefix)/share/zsh/site-functions/_%[1]s

You will need to start a new shell for this setup to take effect.
`,
		zh: `为 zsh 生成自动补全脚本。

如果你的环境还没有启用 shell 补全，需要先启用它。可以执行一次：

	echo "autoload -U compinit; compinit" >> ~/.zshrc

在当前的 shell 会话中加载补全：

	source <(%[1]s completion zsh)

要让以后的每个新会话都加载补全，执行一次：

#### Linux：

	%[1]s completion zsh > "%[2]s/_%[1]s"

#### macOS：

	%[1]s completion zsh > $(brew --prefix)/share/zsh/site-functions/_%[1]s

需要新开一个 shell，这项设置才会生效。
`,
		es: `Genera el script de autocompletado para el shell zsh.

Si el autocompletado del shell no está activado aún en tu entorno, tendrás
que activarlo. Puedes ejecutar esto una vez:

	echo "autoload -U compinit; compinit" >> ~/.zshrc

Para cargar el autocompletado en la sesión actual del shell:

	source <(%[1]s completion zsh)

Para cargarlo en cada sesión nueva, ejecuta una vez:

#### Linux:

	%[1]s completion zsh > "%[2]s/_%[1]s"

#### macOS:

	%[1]s completion zsh > $(brew --prefix)/share/zsh/site-functions/_%[1]s

Tendrás que abrir un shell nuevo para que este ajuste surta efecto.
`,
	},
	CmdFishLong: {
		en: `Generate the autocompletion script for the fish shell.

To load completions in your current shell session:

	%[1]s completion fish | source

To load completions for every new session, execute once:

	%[1]s completion fish > ~/.config/fish/completions/%[1]s.fish

You will need to start a new shell for this setup to take effect.
`,
		zh: `为 fish 生成自动补全脚本。

在当前的 shell 会话中加载补全：

	%[1]s completion fish | source

要让以后的每个新会话都加载补全，执行一次：

	%[1]s completion fish > ~/.config/fish/completions/%[1]s.fish

需要新开一个 shell，这项设置才会生效。
`,
		es: `Genera el script de autocompletado para el shell fish.

Para cargar el autocompletado en la sesión actual del shell:

	%[1]s completion fish | source

Para cargarlo en cada sesión nueva, ejecuta una vez:

	%[1]s completion fish > ~/.config/fish/completions/%[1]s.fish

Tendrás que abrir un shell nuevo para que este ajuste surta efecto.
`,
	},
	CmdPowerShellLong: {
		en: `Generate the autocompletion script for powershell.

To load completions in your current shell session:

	%[1]s completion powershell | Out-String | Invoke-Expression

To load completions for every new session, add the output of the above command
to your powershell profile.
`,
		zh: `为 PowerShell 生成自动补全脚本。

在当前的 shell 会话中加载补全：

	%[1]s completion powershell | Out-String | Invoke-Expression

要让以后的每个新会话都加载补全，把上面这条命令的输出加到你的 PowerShell
配置文件中。
`,
		es: `Genera el script de autocompletado para PowerShell.

Para cargar el autocompletado en la sesión actual del shell:

	%[1]s completion powershell | Out-String | Invoke-Expression

Para cargarlo en cada sesión nueva, añade la salida del comando anterior a
tu perfil de PowerShell.
`,
	},
	FlagNoDescriptions: {en: "disable completion descriptions", zh: "补全时不显示说明", es: "desactiva las descripciones del autocompletado"},

	FlagSize:      {en: "board size N, 1 to %[1]s", zh: "棋盘大小 N，1 到 %[1]s", es: "tamaño N del tablero, de 1 a %[1]s"},
	FlagAlgo:      {en: "strategy", zh: "策略", es: "estrategia"},
	FlagAlgoCycle: {en: "strategy (a cycles through them)", zh: "策略（界面中按 a 轮换）", es: "estrategia (a pasa de una a otra)"},
	FlagOption:    {en: "%[1]s: %[2]s", zh: "%[1]s：%[2]s", es: "%[1]s: %[2]s", same: true},
	FlagSeed: {
		en: "the seed of its random choices (a seed always makes the same run)",
		zh: "随机选择的种子（同一个种子总是得到同样的运行）",
		es: "la semilla de sus elecciones al azar (una semilla da siempre la misma ejecución)",
	},
	FlagStart: {
		en: "each queen on a square of fewest conflicts with those above (quick: the same rule, drawn faster on huge boards), or at random",
		zh: "每个皇后放在与上方皇后冲突最少的格（quick：同样的规则，在超大棋盘上更快），或随机放置",
		es: "cada reina en una casilla con el mínimo de conflictos con las de arriba (quick: la misma regla, más rápida en tableros enormes), o al azar",
	},
	FlagMRV: {
		en: "fill next the row with the fewest squares left (minimum remaining values)",
		zh: "接下来填剩余格最少的行（最少剩余值）",
		es: "llena a continuación la fila con menos casillas libres (mínimos valores restantes)",
	},
	FlagSpeed:      {en: "steps per second", zh: "每秒步数", es: "pasos por segundo"},
	FlagASCII:      {en: "draw with ASCII only", zh: "只用 ASCII 绘制", es: "dibuja solo con ASCII"},
	FlagASCIIPlain: {en: "draw with ASCII only (Q for queens, plain borders)", zh: "只用 ASCII 绘制（Q 表示皇后，简单边框）", es: "dibuja solo con ASCII (Q para las reinas, bordes simples)"},
	FlagTheme:      {en: "colours (auto: for the terminal's background)", zh: "配色（auto：按终端的背景）", es: "colores (auto: según el fondo del terminal)"},
	FlagMode:       {en: "the view to open (tab switches)", zh: "打开哪个视图（tab 切换）", es: "la vista que se abre (tab cambia)"},
	FlagCompare: {
		en: "open on two searches side by side: --algo's and this one (c inside)",
		zh: "打开时并排显示两个搜索：--algo 的和这一个（界面中按 c）",
		es: "abre con dos búsquedas lado a lado: la de --algo y esta (c dentro)",
	},
	FlagMouse: {
		en: "click squares to place queens in the play view (turns off the terminal's text selection)",
		zh: "在动手视图中点击格来放置皇后（会关闭终端的文本选择）",
		es: "permite colocar reinas con un clic en las casillas de la vista «jugar» (desactiva la selección de texto del terminal)",
	},
	FlagUnicode: {
		en: "draw with Unicode even where the locale has no UTF-8 (LANG=C falls back to --ascii)",
		zh: "即使区域设置不含 UTF-8 也用 Unicode 绘制（LANG=C 时会退回 --ascii）",
		es: "dibuja con Unicode aunque la configuración regional no tenga UTF-8 (con LANG=C se recurre a --ascii)",
	},
	FlagPredict: {
		en: "open in predict mode: ask before each decision (%[1]s inside; every, attacks, backtracks, rows, solutions, or kinds joined by +)",
		zh: "以预测模式打开：每个决定之前提问（界面中按 %[1]s；every、attacks、backtracks、rows、solutions，或用 + 连接的几种）",
		es: "abre en modo predecir: pregunta antes de cada decisión (%[1]s dentro; every, attacks, backtracks, rows, solutions, o varias unidas con +)",
	},
	FlagStep: {
		en: "open the watch view at this step of the run (a permalink: the key %[1]s shows the one of the screen)",
		zh: "在运行的这一步打开 观看视图（固定链接：按 %[1]s 显示当前画面的链接）",
		es: "abre la vista «ver» en este paso de la ejecución (un enlace permanente: la tecla %[1]s muestra el de la pantalla)",
	},
	FlagLessonOut: {
		en: "the lesson file the key %[1]s adds the screen to, as a slide",
		zh: "按 %[1]s 时把当前画面作为幻灯片加入的课程文件",
		es: "el archivo de lección al que la tecla %[1]s añade la pantalla, como diapositiva",
	},
	FlagAccessible: {
		en: "for a screen reader or a braille display: a sentence a line, commands typed as lines, no redraw, no colour (also ACCESSIBLE=1; see docs/accessible.md)",
		zh: "供屏幕阅读器或盲文显示器使用：每行一句，命令按行输入，不重绘，无颜色（也可设 ACCESSIBLE=1；见 docs/accessible.md）",
		es: "para un lector de pantalla o una línea braille: una frase por línea, comandos escritos como líneas, sin redibujar, sin color (también ACCESSIBLE=1; ver docs/accessible.md)",
	},
	FlagLayout: {
		en: "what the watch view shows beside the board: its panels, the search tree (t) or nothing (z)",
		zh: "观看视图在棋盘旁显示什么：面板、搜索树（t）或什么都不显示（z）",
		es: "lo que la vista «ver» muestra junto al tablero: sus paneles, el árbol de búsqueda (t) o nada (z)",
	},

	CmdCountShort: {en: "Count the solutions of the N×N board, fast", zh: "快速计算 N×N 棋盘的解数", es: "Cuenta las soluciones del tablero N×N, rápido"},
	CmdCountLong: {
		en: `Count the solutions of the N×N board (N from 1 to %[1]s) and print the number
alone on standard output.

From N=%[2]s to %[3]s it joins half boards, its tables and half lists bounded by
--memory (default a quarter of RAM, and in a container at most three
quarters of its memory limit: a task too long for it is joined in pieces);
elsewhere it backtracks with the board's 8 symmetries; both on all CPUs.
On one core N=16 takes a fifth of a second, N=18 about 4 s, N=20 under 3
minutes of CPU. --unique counts the fundamental solutions, one per class of
rotations and reflections, instead of all of them; it takes the same time.

A count estimated at a minute or more says so on standard error before it
starts (measured: a sample of its tasks is timed, up to a second); one
estimated past 7 days is refused unless --force. On a terminal a progress
bar with an estimated time left is drawn on standard error while the count
runs. Ctrl-C stops it at once (status 130), and nothing is printed.

Past one machine, --shard i/m counts the i-th of m equal shares of the work
and prints a JSON line, and --merge adds the lines up (docs/counting.md shows a
Kubernetes Job, a Slurm array and GNU parallel). --checkpoint FILE records
the finished work every few seconds and on Ctrl-C: the same command with
the same FILE resumes there.`,
		zh: `计算 N×N 棋盘的解数（N 从 1 到 %[1]s），在标准输出上只打印这个数。

N=%[2]s 到 %[3]s 时拼接半棋盘，其表和半棋盘列表所占内存以 --memory 为上限
（默认为内存的四分之一，在容器中不超过其内存上限的四分之三：放不下的
任务分块拼接）；其他 N 利用棋盘的 8 种对称变换做回溯；两种方式都用上所有
CPU。单核上 N=16 约需五分之一秒，N=18 约 4 秒，N=20 不到 3 分钟 CPU 时间。
--unique 只计基本解，即每类
旋转和翻折只算一个，而不是全部的解；用时相同。

估计需要一分钟或更久的计数，开始前会在标准错误上说明（实测：对部分任务
计时，最多一秒）；估计超过 7 天的计数会被拒绝，除非给出 --force。在终端
上，计数进行时标准错误上会显示进度条和估计的剩余时间。Ctrl-C 立即停止
计数（状态码 130），不打印任何结果。

一台机器不够时，--shard i/m 计算工作 m 等份中的第 i 份并打印一行 JSON，
--merge 把这些行加起来（docs/counting.md 给出了 Kubernetes Job、Slurm
作业数组和 GNU parallel 的例子）。--checkpoint FILE 每隔几秒以及在
Ctrl-C 时记录已完成的工作：用同一个 FILE 再运行同一条命令，就从那里继续。`,
		es: `Cuenta las soluciones del tablero N×N (N de 1 a %[1]s) e imprime solo el
número en la salida estándar.

De N=%[2]s a %[3]s une medios tableros, con sus tablas y listas de medios
tableros limitadas por --memory (si no se indica, una cuarta parte de la RAM,
y en un contenedor como mucho tres cuartas partes de su límite de memoria:
una tarea demasiado grande se une por partes); en los demás casos hace
retroceso con las 8 simetrías del tablero; ambos en todas las CPU. En un
núcleo, N=16 tarda una quinta parte de segundo, N=18 unos 4 s y N=20 menos
de 3 minutos de CPU. --unique cuenta las soluciones fundamentales, una por clase
de giros y reflexiones, en lugar de todas; tarda lo mismo.

Un recuento estimado en un minuto o más lo avisa en la salida de error
estándar antes de empezar (medido: se cronometra una muestra de sus tareas,
hasta un segundo); uno estimado en más de 7 días se rechaza salvo con
--force. En un terminal, mientras dura el recuento se dibuja en la salida de
error estándar una barra de progreso con el tiempo restante estimado. Ctrl-C
lo detiene al instante (estado 130) y no se imprime nada.

Más allá de una máquina, --shard i/m cuenta la i-ésima de m partes iguales
del trabajo e imprime una línea JSON, y --merge suma las líneas
(docs/counting.md muestra un Job de Kubernetes, un array de Slurm y GNU
parallel). --checkpoint FILE guarda el trabajo terminado cada pocos segundos
y al pulsar Ctrl-C: el mismo comando con el mismo FILE continúa desde ahí.`,
	},
	FlagCountUnique: {en: "count fundamental solutions (one per symmetry class)", zh: "只计基本解（每个对称类一个）", es: "cuenta las soluciones fundamentales (una por clase de simetría)"},
	FlagWorkers:     {en: "number of goroutines counting in parallel", zh: "并行计数的 goroutine 数", es: "número de goroutines que cuentan en paralelo"},
	FlagForce:       {en: "start a count estimated to take more than 7 days", zh: "即使估计要 7 天以上也开始计数", es: "empieza un recuento estimado en más de 7 días"},
	FlagMemory: {
		en: "the most memory the half-board join's tables and half lists may take (0: a quarter of RAM, at most three quarters of a container's limit); tables past it: a whole count backtracks, a shard or checkpointed count is refused",
		zh: "半棋盘拼接的表和半棋盘列表最多可占的内存（0：内存的四分之一，容器中不超过其内存上限的四分之三）；表超出它时，完整计数改用回溯，分片或带检查点的计数被拒绝",
		es: "la memoria máxima que pueden ocupar las tablas y listas de medios tableros de la unión (0: una cuarta parte de la RAM, como mucho tres cuartas partes del límite de un contenedor); si las tablas la superan, un recuento completo hace retroceso y uno por fragmentos o con punto de control se rechaza",
	},
	FlagShard: {
		en: "count shard `i/m` of the work (1 ≤ i ≤ m) and print a JSON line for --merge; auto/m takes i from JOB_COMPLETION_INDEX+1, SLURM_ARRAY_TASK_ID or PARALLEL_SEQ",
		zh: "计算工作的第 `i/m` 个分片（1 ≤ i ≤ m），并为 --merge 打印一行 JSON；auto/m 从 JOB_COMPLETION_INDEX+1、SLURM_ARRAY_TASK_ID 或 PARALLEL_SEQ 取得 i",
		es: "cuenta el fragmento `i/m` del trabajo (1 ≤ i ≤ m) e imprime una línea JSON para --merge; auto/m toma i de JOB_COMPLETION_INDEX+1, SLURM_ARRAY_TASK_ID o PARALLEL_SEQ",
	},
	FlagMerge: {
		en: "add up the shards' JSON lines from the files named (or standard input), checking that they cover the work exactly once",
		zh: "把给出的文件（或标准输入）中各分片的 JSON 行加起来，并检查它们恰好把工作覆盖一次",
		es: "suma las líneas JSON de los fragmentos de los archivos indicados (o de la entrada estándar), comprobando que cubren el trabajo exactamente una vez",
	},
	FlagCheckpoint: {
		en: "record the finished work in `FILE` (or in a file named after N and the shard, in a folder) and resume from it",
		zh: "把已完成的工作记录在 `FILE` 中（或记录在某个文件夹里以 N 和分片命名的文件中），并从中继续",
		es: "guarda el trabajo terminado en `FILE` (o, dentro de una carpeta, en un archivo con el nombre de N y del fragmento) y continúa desde él",
	},
	FlagCheckpointEvery: {
		en: "how often the checkpoint is written; also on Ctrl-C and at the end",
		zh: "多久写一次检查点；Ctrl-C 时和结束时也会写",
		es: "cada cuánto se escribe el punto de control; también al pulsar Ctrl-C y al final",
	},
	FlagWait: {
		en: "with --checkpoint: wait for another process using the checkpoint to end, instead of failing",
		zh: "与 --checkpoint 一起用：等待正在使用该检查点的另一个进程结束，而不是报错",
		es: "con --checkpoint: espera a que termine otro proceso que use el punto de control, en lugar de fallar",
	},
	FlagVerify: {
		en: "with --merge: recount `K` randomly chosen shards and fail if any line's counts differ",
		zh: "与 --merge 一起用：随机选 `K` 个分片重新计数，任何一行的计数不符即失败",
		es: "con --merge: vuelve a contar `K` fragmentos elegidos al azar y falla si los recuentos de alguna línea no coinciden",
	},
	FlagVerifySeed: {
		en: "with --verify: the seed that chooses the shards (default: a random one, printed)",
		zh: "与 --verify 一起用：选择分片的种子（默认：随机生成一个并打印出来）",
		es: "con --verify: la semilla que elige los fragmentos (si no se da: una al azar, que se imprime)",
	},

	CmdSolveShort: {en: "List the solutions of the N×N board, in search order", zh: "按搜索顺序列出 N×N 棋盘的解", es: "Lista las soluciones del tablero N×N, en el orden de la búsqueda"},
	CmdSolveLong: {
		en: `List the solutions of the N×N board (N from 1 to 64) in the order the
backtracking search finds them: rows top to bottom, columns left to right,
which is the lexicographic order of the column lists. Solution k here is the
k-th solution of the visualizer and of trace. N=2 and N=3 have none: solve
then says so on standard error and exits 0.

--algo fc lists them as forward checking finds them: in the same order, or
in its own with --mrv. --algo min-conflicts prints the one solution its
local search finds (--seed S, --start greedy or random), on boards up to
N=10,000,000 with --format cols: a million queens take about a second.
--algo construct prints the explicit solution of N mod 6, no search, on
boards up to N=1,000,000,000 with --format cols, streamed in constant memory.
None of these takes --from or --unique.

Solutions are streamed as they are found, in constant memory, so
` + "`nqueens solve 16 | head`" + ` answers at once. On large boards the search may
take long to reach even the first solution; Ctrl-C stops it.

Formats:
  board     each solution under its number, as rows of . and Q,
            a blank line between solutions (default)
  cols      one solution per line: the N column numbers (0-based) of the
            queens of rows 0..N-1, separated by spaces
  leetcode  one JSON array of boards, each an array of N strings of . and Q,
            as LeetCode problem 51 expects

--limit K prints at most K solutions (K ≥ 1).
--from K starts at solution K (1-based) without listing the ones before: it
counts whole subtrees of the search to skip them, which costs about as much
as counting all the solutions with ` + "`nqueens count N`" + ` (1.15 to 1.3 times as
long, measured): instant up to N=14, under a second at N=16, under a minute
at N=18, over half an hour at N=20, with a progress bar on a terminal. From
N=17 on, a K up to %[1]s is reached instead by walking through the solutions
before it, as --limit K would list them: seconds up to N=20, longer on wider
boards, whose first solutions lie far apart. Past N=32 there is no count to
skip with, so a larger K is refused (status 2). A K past the last solution
is an error.
--unique prints one solution per symmetry class: its representative, the
lexicographically smallest of the 8 rotations and reflections. With --unique,
--from counts unique solutions and walks the ones before K (instant up to
N=12, seconds at N=16; past N=32 up to K = %[1]s).`,
		zh: `按回溯搜索找到它们的顺序列出 N×N 棋盘（N 从 1 到 64）的解：行从上到下，
列从左到右，也就是列号序列的字典序。这里的第 k 个解就是可视化和 trace
中的第 k 个解。N=2 和 N=3 无解：这时 solve 在标准错误上说明，以状态码 0 退出。

--algo fc 按前向检查找到它们的顺序列出：顺序相同，用 --mrv 时则是它自己
的顺序。--algo min-conflicts 打印其局部搜索找到的那一个解（--seed S，
--start greedy 或 random），用 --format cols 时棋盘可达 N=10,000,000：
一百万个皇后约需一秒。--algo construct 打印 N mod 6 的显式解，不做搜索，
用 --format cols 时棋盘可达 N=1,000,000,000，以恒定内存流式输出。这几种
都不接受 --from 或 --unique。

解一找到就输出，内存恒定，所以 ` + "`nqueens solve 16 | head`" + ` 立即给出回答。
在大棋盘上，搜索可能要很久才能找到第一个解；Ctrl-C 可停止它。

格式：
  board     每个解写在它的编号下面，由 . 和 Q 组成的若干行，
            解与解之间空一行（默认）
  cols      每行一个解：第 0..N-1 行皇后的 N 个列号（从 0 起），
            以空格分隔
  leetcode  一个由棋盘组成的 JSON 数组，每个棋盘是由 N 个 . 和 Q
            组成的字符串构成的数组，符合 LeetCode 第 51 题的要求

--limit K 最多打印 K 个解（K ≥ 1）。
--from K 从第 K 个解（从 1 数起）开始，不列出前面的解：它按整棵子树计数来
跳过它们，代价和用 ` + "`nqueens count N`" + ` 计数所有解差不多（实测为其 1.15
到 1.3 倍）：到 N=14 瞬间完成，N=16 不到一秒，N=18 不到一分钟，N=20 超过
半小时，在终端上显示进度条。从 N=17 起，不超过 %[1]s 的 K 改为逐个走过
它之前的解来到达，就像 --limit K 列出它们那样：到 N=20 为止需要几秒，更宽
的棋盘更久，因为它们最前面的解相距很远。N 超过 32 时没有可用来跳过的计数，
因此更大的 K 会被拒绝（状态码 2）。K 超过最后一个解是错误。
--unique 每个对称类打印一个解：它的代表，即 8 种旋转和翻折中字典序最小的
那个。用 --unique 时，--from 按基本解计数，并走过 K 之前的解（到 N=12
瞬间完成，N=16 需几秒；N 超过 32 时 K 最多为 %[1]s）。`,
		es: `Lista las soluciones del tablero N×N (N de 1 a 64) en el orden en que las
encuentra la búsqueda con retroceso: filas de arriba abajo, columnas de
izquierda a derecha, que es el orden lexicográfico de las listas de columnas.
La solución k de aquí es la k-ésima del visualizador y de trace. N=2 y N=3
no tienen ninguna: solve lo dice entonces en la salida de error estándar y
termina con estado 0.

--algo fc las lista como las encuentra la comprobación hacia adelante: en el
mismo orden, o en el suyo propio con --mrv. --algo min-conflicts imprime la
única solución que encuentra su búsqueda local (--seed S, --start greedy o
random), en tableros de hasta N=10.000.000 con --format cols: un millón de
reinas tarda alrededor de un segundo. --algo construct imprime la solución
explícita de N mod 6, sin búsqueda, en tableros de hasta N=1.000.000.000 con
--format cols, emitida en memoria constante. Ninguna de ellas admite --from
ni --unique.

Las soluciones se emiten a medida que se encuentran, en memoria constante,
así que ` + "`nqueens solve 16 | head`" + ` responde al instante. En tableros
grandes la búsqueda puede tardar mucho incluso en llegar a la primera
solución; Ctrl-C la detiene.

Formatos:
  board     cada solución bajo su número, como filas de . y Q,
            con una línea en blanco entre soluciones (predeterminado)
  cols      una solución por línea: los N números de columna (desde 0) de
            las reinas de las filas 0..N-1, separados por espacios
  leetcode  un array JSON de tableros, cada uno un array de N cadenas de .
            y Q, como lo espera el problema 51 de LeetCode

--limit K imprime como mucho K soluciones (K ≥ 1).
--from K empieza en la solución K (contando desde 1) sin listar las
anteriores: cuenta subárboles enteros de la búsqueda para saltarlas, lo que
cuesta más o menos lo mismo que contar todas las soluciones con
` + "`nqueens count N`" + ` (de 1,15 a 1,3 veces más, medido): instantáneo hasta
N=14, menos de un segundo con N=16, menos de un minuto con N=18, más de media
hora con N=20, con una barra de progreso en un terminal. A partir de N=17,
una K de hasta %[1]s se alcanza en cambio recorriendo las soluciones
anteriores, como las listaría --limit K: segundos hasta N=20, más en
tableros más anchos, cuyas primeras soluciones están muy separadas. Más allá
de N=32 no hay recuento con el que saltar, así que una K mayor se rechaza
(estado 2). Una K posterior a la última solución es un error.
--unique imprime una solución por clase de simetría: su representante, la
lexicográficamente menor de los 8 giros y reflexiones. Con --unique, --from
cuenta soluciones fundamentales y recorre las anteriores a K (instantáneo
hasta N=12, segundos con N=16; más allá de N=32, hasta K = %[1]s).`,
	},
	FlagSolveFormat: {en: "output format", zh: "输出格式", es: "formato de salida"},
	FlagSolveLimit:  {en: "print at most this many solutions (default: all)", zh: "最多打印这么多个解（默认：全部）", es: "imprime como mucho este número de soluciones (si no se da: todas)"},
	FlagSolveFrom:   {en: "start at this solution, 1-based", zh: "从这个解开始，从 1 数起", es: "empieza en esta solución, contando desde 1"},
	FlagSolveUnique: {
		en: "one solution per symmetry class (its lexicographically smallest image)",
		zh: "每个对称类一个解（它字典序最小的像）",
		es: "una solución por clase de simetría (su imagen lexicográficamente menor)",
	},

	CmdTraceShort: {en: "Print the backtracking search as a stream of events", zh: "把回溯搜索打印成事件流", es: "Imprime la búsqueda con retroceso como un flujo de eventos"},
	CmdTraceLong: {
		en: `Print every event of the backtracking search on an N×N board (N from 1 to 64):
try, attack (with the attacking queen and the line), place, backtrack,
solution and done — one line each, as a teacher would narrate them, or as
JSON Lines for other programs, after a first line that names the board
and the strategy ({"kind":"meta","n":8,"algo":"array"}, which nqueens
replay reads).

--algo fc (forward checking) places, prunes the attacked squares from the
domains of the rows without a queen, and backtracks at a wipe-out (a domain
left empty); --mrv fills the row with the fewest squares left first.
--algo min-conflicts starts with a queen on every row (--start greedy or
random) and then picks an attacked queen, evaluates its row and moves it,
until a solution or a give-up (N=2 and 3, or a run stuck for too long);
--seed S makes the same run every time. --algo construct searches nothing:
it places each row's queen by the explicit rule of N mod 6, narrating the
rule in force.`,
		zh: `打印 N×N 棋盘（N 从 1 到 64）上回溯搜索的每个事件：尝试、攻击（附上攻击
它的皇后和所在的线）、放置、回溯、解和结束——每个一行，像老师讲解时那样
叙述，或者写成 JSON Lines 供其他程序读取，第一行说明棋盘和策略
（{"kind":"meta","n":8,"algo":"array"}，nqueens replay 会读它）。

--algo fc（前向检查）放置皇后，从没有皇后的行的域中剪掉被攻击的格，在
域清空（某个域变空）时回溯；--mrv 先填剩余格最少的行。
--algo min-conflicts 先在每行放一个皇后（--start greedy 或 random），
然后选一个被攻击的皇后，评估它所在的行并移动它，直到得到一个解或者放弃
（N=2 和 3，或者卡住太久）；--seed S 让每次运行都一样。
--algo construct 不做搜索：它按 N mod 6 的显式规则放置每行的皇后，并叙述
当前生效的规则。`,
		es: `Imprime cada evento de la búsqueda con retroceso en un tablero N×N (N de 1
a 64): intento, ataque (con la reina que ataca y la línea), colocación,
retroceso, solución y fin; una línea cada uno, como los narraría un
profesor, o como JSON Lines para otros programas, tras una primera línea que
nombra el tablero y la estrategia ({"kind":"meta","n":8,"algo":"array"},
que lee nqueens replay).

--algo fc (comprobación hacia adelante) coloca, poda las casillas atacadas
de los dominios de las filas sin reina y retrocede ante un dominio vacío;
--mrv llena primero la fila con menos casillas libres. --algo min-conflicts
empieza con una reina en cada fila (--start greedy o random) y luego elige
una reina atacada, evalúa su fila y la mueve, hasta una solución o un
abandono (N=2 y 3, o una ejecución atascada demasiado tiempo); --seed S
repite la misma ejecución cada vez. --algo construct no busca nada: coloca
la reina de cada fila según la regla explícita de N mod 6, narrando la regla
vigente.`,
	},
	FlagTraceLimit:  {en: "stop after this many events (0: no limit)", zh: "这么多个事件之后停止（0：不限）", es: "se detiene tras este número de eventos (0: sin límite)"},
	FlagTraceFormat: {en: "output format (json: JSON Lines)", zh: "输出格式（json：JSON Lines）", es: "formato de salida (json: JSON Lines)"},

	CmdTreeShort: {en: "Write the backtracking search tree, for slides and handouts", zh: "写出回溯搜索树，用于幻灯片和讲义", es: "Escribe el árbol de la búsqueda con retroceso, para diapositivas y apuntes"},
	CmdTreeLong: {
		en: `Write the state-space tree of the backtracking search on an N×N board: the
empty board at the root, one level per row, one node per square tried —
a queen placed, an attacked square (and the queen attacking it), a solution.
With --algo bitmask the attacked squares of a row are the children the method
prunes without trying them; with --algo fc there is a node per queen placed,
forward checking never meeting an attacked square (with --mrv, one level per
queen in the order the rows are filled). min-conflicts, a local search, has
no tree.

--format dot writes a Graphviz graph (every node has a class attribute: root,
place, attack, solution, "attack pruned", or try for a square the run stopped
on); --format text writes the tree one node a line, indented by depth, as the
search meets it, then how much pruning saved.

Past N=6 the whole tree is too large to read: --limit K (stop after K events)
is required there.`,
		zh: `写出 N×N 棋盘上回溯搜索的状态空间树：根是空棋盘，每行一层，每个尝试过的
格一个节点——放下的皇后、被攻击的格（以及攻击它的皇后）、解。用
--algo bitmask 时，一行中被攻击的格就是这种方法不尝试就剪掉的子节点；用
--algo fc 时，每放下一个皇后一个节点，因为前向检查从不会遇到被攻击的格
（用 --mrv 时，按填行的顺序每个皇后一层）。min-conflicts 是局部搜索，没有
搜索树。

--format dot 写出 Graphviz 图（每个节点都有 class 属性：root、place、
attack、solution、"attack pruned"，运行停下时所在的格则为 try）；
--format text 按搜索遇到节点的顺序每行写一个节点，按深度缩进，最后写出
剪枝省下了多少。

N 大于 6 时整棵树太大，无法阅读：这时必须给出 --limit K（K 个事件后停止）。`,
		es: `Escribe el árbol del espacio de estados de la búsqueda con retroceso en un
tablero N×N: el tablero vacío en la raíz, un nivel por fila, un nodo por
casilla probada: una reina colocada, una casilla atacada (y la reina que la
ataca), una solución. Con --algo bitmask las casillas atacadas de una fila
son los hijos que el método poda sin probarlos; con --algo fc hay un nodo
por reina colocada, pues la comprobación hacia adelante nunca encuentra una
casilla atacada (con --mrv, un nivel por reina en el orden en que se llenan
las filas). min-conflicts, una búsqueda local, no tiene árbol.

--format dot escribe un grafo de Graphviz (cada nodo tiene un atributo
class: root, place, attack, solution, "attack pruned", o try para una
casilla en la que se detuvo la ejecución); --format text escribe el árbol
con un nodo por línea, sangrado según la profundidad, en el orden en que la
búsqueda lo recorre, y luego cuánto ahorró la poda.

Más allá de N=6 el árbol entero es demasiado grande para leerlo: ahí hace
falta --limit K (detenerse tras K eventos).`,
	},
	FlagTreeLimit:  {en: "stop after this many events (0: the whole tree, N ≤ 6 only)", zh: "这么多个事件之后停止（0：整棵树，仅限 N ≤ 6）", es: "se detiene tras este número de eventos (0: el árbol entero, solo con N ≤ 6)"},
	FlagTreeFormat: {en: "output format (dot: Graphviz; text: an outline)", zh: "输出格式（dot：Graphviz；text：缩进大纲）", es: "formato de salida (dot: Graphviz; text: un esquema)"},

	CmdGIFShort: {en: "Export the visualizer as an animated GIF (for slides and READMEs)", zh: "把可视化导出为 GIF 动画（用于幻灯片和 README）", es: "Exporta el visualizador como GIF animado (para diapositivas y README)"},
	CmdGIFLong: {
		en: `Record the visualizer into an animated GIF: the same screens the terminal
shows, driven by scripted key presses (no terminal, no waiting), drawn with an
embedded font in true colour (--no-color, or NO_COLOR set: without colours,
as the terminal shows it then). The same arguments always give the same file.

In the watch view (--mode watch, the default) the search runs --steps events
(0: up to the first solution, at most 33,554,432 events, the budget of a
jump: past it the recording fails) at --speed events per second: one frame per
event up to --fps events a second, several events a frame above. Then each
key of --keys is pressed, one frame each, shown for --key-delay. --mode
solutions or play opens that view instead, for --keys to drive.

The file is written next to FILE.gif under a temporary name and renamed
over it once complete: a failed or interrupted run (Ctrl-C: status 130)
leaves FILE.gif as it was, and status 0 means the new one is in place. A
symbolic link to nothing is refused. -o - writes the GIF on standard output.
Memory does not grow with the number of frames: the recording runs twice,
once for the colours of the GIF's palette, once encoding frame by frame.`,
		zh: `把可视化录制成 GIF 动画：画面与终端显示的相同，由脚本化的按键驱动（不需要
终端，也不用等待），用内嵌字体以真彩色绘制（--no-color 或设置了 NO_COLOR
时不带颜色，和这时终端的显示一样）。同样的参数总是生成同样的文件。

在 观看视图中（--mode watch，默认），搜索以每秒 --speed 个事件的速度运行
--steps 个事件（0：直到第一个解，最多 33,554,432 个事件，即一次跳转的上限，
超过则录制失败）：每秒不超过 --fps 个事件时每个事件一帧，更快时一帧包含
多个事件。然后依次按下 --keys 中的每个键，每个键一帧，显示 --key-delay
那么久。--mode solutions 或 play 改为打开那个视图，由 --keys 来操作。

文件先以临时名写在 FILE.gif 旁边，完成后再重命名覆盖它：失败或被中断的
运行（Ctrl-C：状态码 130）不会改动 FILE.gif，状态码 0 表示新文件已经就位。
指向不存在目标的符号链接会被拒绝。-o - 把 GIF 写到标准输出。内存不随帧数
增长：录制运行两遍，一遍为 GIF 的调色板收集颜色，一遍逐帧编码。`,
		es: `Graba el visualizador en un GIF animado: las mismas pantallas que muestra
el terminal, movidas por pulsaciones de teclas guionizadas (sin terminal, sin
esperas), dibujadas con una fuente integrada en color real (--no-color, o
NO_COLOR definida: sin colores, como el terminal lo muestra entonces). Los
mismos argumentos dan siempre el mismo archivo.

En la vista «ver» (--mode watch, la predeterminada) la búsqueda ejecuta
--steps eventos (0: hasta la primera solución, como mucho 33.554.432
eventos, el límite de un salto: si se supera, la grabación falla) a --speed
eventos por segundo: un fotograma por evento hasta --fps eventos por
segundo, varios eventos por fotograma por encima. Después se pulsa cada
tecla de --keys, un fotograma por tecla, que se muestra durante --key-delay.
--mode solutions o play abre esa vista en su lugar, para manejarla con
--keys.

El archivo se escribe junto a FILE.gif con un nombre temporal y se renombra
sobre él cuando está completo: una ejecución fallida o interrumpida (Ctrl-C:
estado 130) deja FILE.gif como estaba, y el estado 0 significa que el nuevo
está en su sitio. Se rechaza un enlace simbólico que no apunta a nada. -o -
escribe el GIF en la salida estándar. La memoria no crece con el número de
fotogramas: la grabación se hace dos veces, una para los colores de la
paleta del GIF y otra codificando fotograma a fotograma.`,
	},
	FlagGIFMode:    {en: "the view to record", zh: "要录制的视图", es: "la vista que se graba"},
	FlagGIFSteps:   {en: "search events to show (0: up to the first solution)", zh: "要显示的搜索事件数（0：直到第一个解）", es: "eventos de búsqueda que se muestran (0: hasta la primera solución)"},
	FlagGIFSpeed:   {en: "search events per second of animation", zh: "动画每秒的搜索事件数", es: "eventos de búsqueda por segundo de animación"},
	FlagGIFFPS:     {en: "frames per second, at most", zh: "每秒帧数上限", es: "fotogramas por segundo, como máximo"},
	FlagGIFCols:    {en: "terminal width in cells", zh: "终端宽度（单元格数）", es: "ancho del terminal en celdas"},
	FlagGIFRows:    {en: "terminal height in cells", zh: "终端高度（单元格数）", es: "alto del terminal en celdas"},
	FlagGIFKeys:    {en: `keys pressed after the steps, space-separated (e.g. "tab l l")`, zh: `走完各步之后按下的键，以空格分隔（例如 "tab l l"）`, es: `teclas pulsadas después de los pasos, separadas por espacios (p. ej. "tab l l")`},
	FlagGIFKeyWait: {en: "how long each key's frame stays", zh: "每个按键的帧停留多久", es: "cuánto dura el fotograma de cada tecla"},
	FlagGIFHold:    {en: "how long the first frame, a solution and the last frame stay", zh: "第一帧、解和最后一帧停留多久", es: "cuánto duran el primer fotograma, una solución y el último fotograma"},
	FlagGIFNoColor: {
		en: "record what NO_COLOR shows: no colours, bold, underline and reverse kept (NO_COLOR set does the same)",
		zh: "录制 NO_COLOR 下的画面：没有颜色，保留粗体、下划线和反显（设置 NO_COLOR 效果相同）",
		es: "graba lo que muestra NO_COLOR: sin colores, conservando negrita, subrayado e inverso (definir NO_COLOR hace lo mismo)",
	},
	FlagGIFTheme:  {en: "colours (auto is dark: a recording does not follow the terminal)", zh: "配色（auto 即 dark：录制不跟随终端）", es: "colores (auto es dark: una grabación no sigue al terminal)"},
	FlagGIFOutput: {en: "the GIF file to write (-: standard output)", zh: "要写入的 GIF 文件（-：标准输出）", es: "el archivo GIF que se escribe (-: la salida estándar)"},
	FlagGIFLesson: {
		en: "record a lesson instead, one frame a slide held --hold (default 6s): a built-in's number or name, or a lesson file",
		zh: "改为录制一课，每张幻灯片一帧，停留 --hold（默认 6s）：内置课程的编号或名称，或者课程文件",
		es: "graba una lección en su lugar, un fotograma por diapositiva que dura --hold (6s si no se indica): el número o el nombre de una integrada, o un archivo de lección",
	},

	CmdReplayShort: {en: "Show on the board, or check, a trace written by any program", zh: "在棋盘上展示或检查任何程序写出的轨迹", es: "Muestra en el tablero, o comprueba, una traza escrita por cualquier programa"},
	CmdReplayLong: {
		en: `Show a trace in the format of ` + "`nqueens trace N --format json`" + `, written by
nqueens or by your own solver in any language, in the watch view — the
board, narration, counters, stack, tree, rewind and jumps — checking it
event by event against the board so far: for array, bitmask and fc
against the reference run, step for step; for min-conflicts, which draws
at random, against its rules. The first event that breaks a rule is
marked on the board with the reason, and the run stops there; e shows
the event the strategy makes there. FILE - reads standard input.

The board and the strategy come from a first line such as
{"kind":"meta","n":8,"algo":"array"} (fc may add "mrv":true; trace --format
json writes it, min-conflicts' with its "seed" and "start"), or from --n,
--algo and --mrv; the strategy defaults to plain backtracking (array).

The trace is read before the view opens (a min-conflicts run of at most
10,000,000 events; the other strategies' runs of any length, which the
view does not hold but runs again up to the trace's last good event).

With --check it prints a report instead: "ok: ..." and exits 0, or the
first line that is wrong, why, the board before it and the event expected
there, and exits 1. With --order any it accepts any correct search of
array, bitmask or fc — the columns of a row tried in any order, any
queen that attacks a square named — and says how the trace differs from
the reference's. docs/replay/ has the format's reference and small
solvers to start from.`,
		zh: `在 观看视图中展示一条 ` + "`nqueens trace N --format json`" + ` 格式的轨迹（由
nqueens 或你自己用任何语言写的求解器写出）——棋盘、叙述、计数器、栈、树、
倒回和跳转都有——并逐个事件对照到目前为止的棋盘检查它：对 array、bitmask
和 fc，逐步对照参考运行；对随机选择的 min-conflicts，对照它的规则。第一个
违反规则的事件会在棋盘上标出并给出原因，运行在那里停止；按 e 显示该策略
在那里会产生的事件。FILE 为 - 时读取标准输入。

棋盘和策略来自第一行，例如 {"kind":"meta","n":8,"algo":"array"}（fc 可以
加上 "mrv":true；trace --format json 会写出这一行，min-conflicts 的还带有
"seed" 和 "start"），或者来自 --n、--algo 和 --mrv；策略默认为普通回溯
（array）。

轨迹在视图打开之前读入（min-conflicts 的运行最多 10,000,000 个事件；其他
策略的运行长度不限，视图并不保存它们，而是重新运行到轨迹中最后一个正确的
事件）。

用 --check 时改为打印一份报告："ok: ..." 并以状态码 0 退出，或者给出第一个
出错的行、出错的原因、它之前的棋盘以及那里应有的事件，并以状态码 1 退出。
用 --order any 时，它接受 array、bitmask 或 fc 的任何正确搜索（一行中的列
可按任意顺序尝试，指出的皇后可以是攻击该格的任何一个），并说明轨迹与参考
运行有什么不同。docs/replay/ 里有这种格式的参考说明，以及可以作为起点的
小型求解器。`,
		es: `Muestra una traza en el formato de ` + "`nqueens trace N --format json`" + `,
escrita por nqueens o por tu propio resolvedor en cualquier lenguaje, en la
vista «ver» (el tablero, la narración, los contadores, la pila, el árbol, el
rebobinado y los saltos), comprobándola evento a evento contra el tablero
hasta ese momento: para array, bitmask y fc, contra la ejecución de
referencia, paso a paso; para min-conflicts, que elige al azar, contra sus
reglas. El primer evento que rompe una regla se marca en el tablero con el
motivo, y la ejecución se detiene ahí; e muestra el evento que la estrategia
produce en ese punto. FILE - lee la entrada estándar.

El tablero y la estrategia salen de una primera línea como
{"kind":"meta","n":8,"algo":"array"} (fc puede añadir "mrv":true; la escribe
trace --format json, la de min-conflicts con su "seed" y su "start"), o de
--n, --algo y --mrv; la estrategia predeterminada es el retroceso simple
(array).

La traza se lee antes de abrir la vista (una ejecución de min-conflicts de
como mucho 10.000.000 eventos; las de las demás estrategias, de cualquier
longitud, que la vista no guarda sino que vuelve a ejecutar hasta el último
evento correcto de la traza).

Con --check imprime en su lugar un informe: "ok: ..." y termina con estado
0, o la primera línea errónea, por qué, el tablero antes de ella y el evento
esperado ahí, y termina con estado 1. Con --order any acepta cualquier
búsqueda correcta de array, bitmask o fc (las columnas de una fila probadas
en cualquier orden, cualquier reina que ataque una casilla nombrada) y dice
en qué se diferencia la traza de la de referencia. docs/replay/ tiene la
referencia del formato y pequeños resolvedores para empezar.`,
	},
	FlagReplayCheck: {en: "check the trace and print a report instead of showing it", zh: "检查轨迹并打印报告，而不是展示它", es: "comprueba la traza e imprime un informe en lugar de mostrarla"},
	FlagReplayASCII: {en: "the view draws with ASCII only (Q for queens, plain borders)", zh: "视图只用 ASCII 绘制（Q 表示皇后，简单边框）", es: "la vista dibuja solo con ASCII (Q para las reinas, bordes simples)"},
	FlagReplayN:     {en: "the board size, for a trace without a meta line", zh: "棋盘大小，用于没有 meta 行的轨迹", es: "el tamaño del tablero, para una traza sin línea meta"},
	FlagReplayAlgo:  {en: "the strategy, for a trace without a meta line", zh: "策略，用于没有 meta 行的轨迹", es: "la estrategia, para una traza sin línea meta"},
	FlagReplayMRV:   {en: "the trace fills next the row with the fewest squares left", zh: "轨迹接下来填剩余格最少的行", es: "la traza llena a continuación la fila con menos casillas libres"},
	FlagReplayFormat: {
		en: "report format (json: one object, for a grader)",
		zh: "报告格式（json：一个对象，供评分程序读取）",
		es: "formato del informe (json: un objeto, para un corrector automático)",
	},
	FlagReplayOrder: {
		en: "%[1]s: the reference's order of events, or any correct search",
		zh: "%[1]s：参考运行的事件顺序，或任何正确的搜索",
		es: "%[1]s: el orden de eventos de la referencia, o cualquier búsqueda correcta",
	},

	CmdLessonShort: {en: "List the built-in lessons, or play one or a lesson file", zh: "列出内置课程，或播放其中一课或一个课程文件", es: "Lista las lecciones integradas, o reproduce una o un archivo de lección"},
	CmdLessonLong: {
		en: `With no argument, list the built-in lessons. With one, play it: a built-in
lesson by its number or name, or a lesson file (Markdown slides, see
docs/lessons.md). %[1]s goes to the next slide, %[2]s to the
previous, %[3]s and %[4]s to the first and last, %[5]s to the slide whose number
you type, and each slide restores its own board; every key of the
visualizer works inside a slide (%[6]s plays and pauses, %[7]s steps).
--slide K opens at slide K; q before the last slide says the command that
comes back to it. A file that is not a lesson is refused with the line at
fault (status 2); --check only reads it.`,
		zh: `不带参数时，列出内置课程。带一个参数时播放它：按编号或名称指定的内置
课程，或者一个课程文件（Markdown 幻灯片，见 docs/lessons.md）。%[1]s 到
下一张幻灯片，%[2]s 到上一张，%[3]s 和 %[4]s 到第一张和最后一张，%[5]s 到
你输入编号的那一张，每张幻灯片都会恢复它自己的棋盘；在幻灯片中，可视化
的每个按键都能用（%[6]s 播放和暂停，%[7]s 单步）。--slide K 从第 K 张
打开；在最后一张之前按 q，会给出回到那一张的命令。不是课程的文件会被
拒绝，并指出出错的行（状态码 2）；--check 只读取并检查它。`,
		es: `Sin argumento, lista las lecciones integradas. Con uno, la reproduce: una
lección integrada por su número o su nombre, o un archivo de lección
(diapositivas en Markdown, ver docs/lessons.md). %[1]s pasa a la
diapositiva siguiente, %[2]s a la anterior, %[3]s y %[4]s a la primera y a la
última, %[5]s a la diapositiva cuyo número escribes, y cada diapositiva
restaura su propio tablero; todas las teclas del visualizador funcionan
dentro de una diapositiva (%[6]s reproduce y pausa, %[7]s avanza un paso).
--slide K abre en la diapositiva K; q antes de la última diapositiva dice el
comando que vuelve a ella. Un archivo que no es una lección se rechaza
indicando la línea errónea (estado 2); --check solo lo lee.`,
	},
	FlagLessonCheck: {en: "only read the lesson and check it: its slides, steps and facts", zh: "只读取并检查课程：它的幻灯片、步骤和事实", es: "solo lee la lección y la comprueba: sus diapositivas, pasos y datos"},
	FlagLessonSlide: {en: "open at slide K, from 1", zh: "从第 K 张幻灯片打开，从 1 数起", es: "abre en la diapositiva K, contando desde 1"},

	CmdExerciseShort: {
		en: "List the graded exercises, or play one: carry the algorithm out by hand",
		zh: "列出评分练习，或做其中一个：亲手执行算法",
		es: "Lista los ejercicios calificados, o haz uno: ejecuta el algoritmo a mano",
	},
	CmdExerciseLong: {
		en: `With no argument, list the kinds of exercise. With one, play it: each step
is graded against the solver's own run the moment it is made, a wrong one
is marked with why and put right so that the exercise goes on; h undoes
the last step, m steps through the model answer both ways, r draws a new
instance. The instance comes from --seed, or else from your name (the login
name, or --name) and the kind: the same name always gets the same one.
--result writes the attempt as JSON on quitting. A result written on the
student's own machine can be forged: grades a teacher relies on must come
from a room.`,
		zh: `不带参数时，列出练习的种类。带一个参数时做这个练习：每一步一做出就对照
求解器自己的运行评分，做错的一步会标出原因并被改正，好让练习继续下去；
h 撤销上一步，m 前后逐步查看标准答案，r 换一道新题。题目来自 --seed，
否则来自你的名字（登录名，或 --name）和练习的种类：同一个名字总是得到
同一道题。--result 在退出时把这次作答写成 JSON。在学生自己机器上写出的
结果可以伪造：老师要依靠的成绩必须来自教室。`,
		es: `Sin argumento, lista los tipos de ejercicio. Con uno, lo abre: cada paso
se califica contra la propia ejecución del resolvedor en el momento en que
se da; uno erróneo se marca con el porqué y se corrige para que el
ejercicio siga; h deshace el último paso, m recorre la respuesta modelo en
ambos sentidos, r saca una instancia nueva. La instancia sale de --seed o,
si no, de tu nombre (el de inicio de sesión, o --name) y del tipo: el mismo
nombre recibe siempre la misma. --result escribe el intento como JSON al
salir. Un resultado escrito en la máquina del propio alumno puede
falsificarse: las notas en las que confía un profesor deben venir de un
aula.`,
	},
	FlagExerciseSeed: {en: "the instance's seed (default: one of your name and the kind)", zh: "题目的种子（默认：由你的名字和练习种类得出）", es: "la semilla de la instancia (si no se da: una de tu nombre y del tipo)"},
	FlagExerciseSize: {en: "board size N, %[1]s to %[2]s (default: the instance's)", zh: "棋盘大小 N，%[1]s 到 %[2]s（默认：题目自己的）", es: "tamaño N del tablero, de %[1]s a %[2]s (si no se da: el de la instancia)"},
	FlagExerciseName: {
		en: "the student's name the instance and the result are under (default: the login name)",
		zh: "题目和结果所属的学生名字（默认：登录名）",
		es: "el nombre del alumno al que pertenecen la instancia y el resultado (si no se da: el de inicio de sesión)",
	},
	FlagExerciseMRV: {
		en: "fc: the search fills next the row with the fewest squares left (minimum remaining values), and asks which; --mrv=false fills the rows top down",
		zh: "fc：搜索接下来填剩余格最少的行（最少剩余值），并问是哪一行；--mrv=false 从上到下逐行填",
		es: "fc: la búsqueda llena a continuación la fila con menos casillas libres (mínimos valores restantes) y pregunta cuál; --mrv=false llena las filas de arriba abajo",
	},
	FlagExerciseResult: {en: "write the attempt to this file as JSON on quitting", zh: "退出时把这次作答以 JSON 写入这个文件", es: "escribe el intento en este archivo como JSON al salir"},

	CmdGradesShort: {
		en: "Sum a room's results files per student into a gradebook to import",
		zh: "把教室的结果文件按学生汇总成可导入的成绩册",
		es: "Suma por alumno los archivos de resultados de un aula en un libro de notas para importar",
	},
	CmdGradesLong: {
		en: `Read the results files serve --results wrote and sum them per student: a
column of user names (username) and a column per activity, each exercise
kind and predict, holding a percentage, as Moodle's and Canvas's grade
imports take a CSV file (docs/exercises.md says how). Of several attempts
at an exercise the best counts, or with --attempt last the latest;
predict is the room's questions a student answered, summed. A cell is
empty where a student has no grade. --format json writes an array of
{"student", "grades": {activity: percentage}}. Students are sorted by name.`,
		zh: `读取 serve --results 写出的结果文件，并按学生汇总：一列用户名（username），
每项活动（每种练习和 predict）一列，内容为百分比，正是 Moodle 和 Canvas
导入成绩时接受的 CSV 文件（做法见 docs/exercises.md）。同一练习的多次作答
取最好的一次，用 --attempt last 时取最近的一次；predict 是学生回答过的
教室提问的合计。学生没有成绩的格子留空。--format json 写出一个
{"student", "grades": {activity: percentage}} 的数组。学生按名字排序。`,
		es: `Lee los archivos de resultados que escribió serve --results y los suma por
alumno: una columna de nombres de usuario (username) y una columna por
actividad, cada tipo de ejercicio y predict, con un porcentaje, tal como las
importaciones de notas de Moodle y Canvas aceptan un archivo CSV
(docs/exercises.md explica cómo). De varios intentos de un ejercicio cuenta
el mejor, o con --attempt last el más reciente; predict son las preguntas
del aula que respondió un alumno, sumadas. Una celda queda vacía si el
alumno no tiene nota. --format json escribe un array de
{"student", "grades": {activity: percentage}}. Los alumnos se ordenan por
nombre.`,
	},
	FlagGradesFormat:  {en: "the gradebook's format", zh: "成绩册的格式", es: "el formato del libro de notas"},
	FlagGradesAttempt: {en: "which attempt at an exercise is its grade: the best or the last", zh: "练习的哪一次作答作为成绩：最好的一次或最后一次", es: "qué intento de un ejercicio da su nota: el mejor o el último"},

	CmdServeShort: {en: "Serve the visualizer over SSH to a whole class", zh: "通过 SSH 向全班提供可视化", es: "Sirve el visualizador por SSH a toda una clase"},
	CmdServeLong: {
		en: `Serve the visualizer over SSH: every student runs ` + "`ssh -p 2222 host`" + ` and gets
a program of their own, sized and coloured for their terminal.

With --room, the session of the holder of a key in --teacher-keys leads:
students join with ` + "`ssh -p 2222 CODE@host`" + ` (or type the code when asked) and
follow the teacher's board, step by step; D explores alone, F follows again.
The teacher's E starts an exercise for the room, each student on their own
instance; --results FILE appends every finished exercise and every predict
answer revealed to a CSV file (nqueens grades sums it).

It listens on 127.0.0.1:2222 unless --listen says otherwise. Each session
gets a fixed share of the machine (120,000 search events a second), input
and window sizes are bounded, and connections end after --idle without
traffic or --max-session in all.

Each flag can also be set by the environment variable its help names
(for a service or a container); a flag on the command line beats it.`,
		zh: `通过 SSH 提供可视化：每个学生运行 ` + "`ssh -p 2222 host`" + `，得到一个属于自己的
程序，大小和配色都适合自己的终端。

用 --room 时，持有 --teacher-keys 中某个密钥的会话担任主导：学生用
` + "`ssh -p 2222 CODE@host`" + ` 加入（或在被询问时输入代码），一步一步跟随老师
的棋盘；D 自己探索，F 重新跟随。老师按 E 为全教室开始一个练习，每个学生
做自己的题目；--results FILE 把每个完成的练习和每个揭晓的预测回答追加到
一个 CSV 文件中（nqueens grades 汇总它）。

除非 --listen 另有指定，它监听 127.0.0.1:2222。每个会话得到机器的固定份额
（每秒 120,000 个搜索事件），输入和窗口大小都有上限，连接在 --idle 时间内
没有流量或总时长达到 --max-session 时结束。

每个选项也可以用其帮助中给出的环境变量设置（供服务或容器使用）；命令行上
的选项优先于环境变量。`,
		es: `Sirve el visualizador por SSH: cada alumno ejecuta ` + "`ssh -p 2222 host`" + ` y
obtiene un programa propio, con el tamaño y los colores de su terminal.

Con --room, dirige la sesión de quien tenga una clave de --teacher-keys: los
alumnos entran con ` + "`ssh -p 2222 CODE@host`" + ` (o escriben el código cuando
se les pide) y siguen el tablero del profesor, paso a paso; D explora por su
cuenta, F vuelve a seguir. La E del profesor empieza un ejercicio para el
aula, cada alumno con su propia instancia; --results FILE añade a un archivo
CSV cada ejercicio terminado y cada respuesta de predecir revelada
(nqueens grades los suma).

Escucha en 127.0.0.1:2222 salvo que --listen diga otra cosa. Cada sesión
recibe una parte fija de la máquina (120.000 eventos de búsqueda por
segundo), las entradas y los tamaños de ventana están acotados, y las
conexiones terminan tras --idle sin tráfico o tras --max-session en total.

Cada opción puede fijarse también con la variable de entorno que nombra su
ayuda (para un servicio o un contenedor); una opción en la línea de comandos
tiene prioridad sobre ella.`,
	},
	FlagServeListen: {en: "address to listen on (host:port)", zh: "监听的地址（host:port）", es: "dirección en la que escuchar (host:port)"},
	FlagServeHostKey: {
		en: "the server's SSH host key, created (mode 0600) if missing (default: in the user config dir)",
		zh: "服务器的 SSH 主机密钥，不存在时创建（权限 0600）（默认：在用户配置目录中）",
		es: "la clave de host SSH del servidor, creada (modo 0600) si falta (si no se da: en el directorio de configuración del usuario)",
	},
	FlagServeRoom:        {en: "a room: students follow the teacher (CODE, or %[1]s for a generated code)", zh: "一个教室：学生跟随老师（CODE，或用 %[1]s 生成一个代码）", es: "un aula: los alumnos siguen al profesor (CODE, o %[1]s para un código generado)"},
	FlagServeTeacherKeys: {en: "the teacher's public keys (authorized_keys format)", zh: "老师的公钥（authorized_keys 格式）", es: "las claves públicas del profesor (formato authorized_keys)"},
	FlagServeResults: {
		en: "append the room's results (finished exercises, predict answers) to this CSV file",
		zh: "把教室的结果（完成的练习、预测回答）追加到这个 CSV 文件",
		es: "añade los resultados del aula (ejercicios terminados, respuestas de predecir) a este archivo CSV",
	},
	FlagServeMaxSessions: {en: "sessions at once", zh: "同时的会话数上限", es: "sesiones a la vez"},
	FlagServeIdle:        {en: "close a connection after this long without traffic", zh: "连接在这么久没有流量后关闭", es: "cierra una conexión tras este tiempo sin tráfico"},
	FlagServeMaxSession:  {en: "close a connection after this long", zh: "连接在这么久之后关闭", es: "cierra una conexión tras este tiempo"},
	FlagServeTheme:       {en: "colours (auto: each student's terminal background)", zh: "配色（auto：按每个学生终端的背景）", es: "colores (auto: según el fondo del terminal de cada alumno)"},
}
