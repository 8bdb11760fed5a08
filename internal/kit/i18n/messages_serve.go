package i18n

// What serve says to the people at its sessions: the login prompt (in the server's language: there is no session yet), refusals, a room's lines. The server's log stays English (see cmd/serve.go).
const (
	ServeTypeCode         ID = "serve.type-code"
	ServeTypeName         ID = "serve.type-name"
	ServeCodePrompt       ID = "serve.code-prompt"
	ServeNamePrompt       ID = "serve.name-prompt"
	ServeNameRule         ID = "serve.name-rule"
	ServeFull             ID = "serve.full"
	ServeNeedTerminal     ID = "serve.need-terminal"
	ServeAccessibleRoom   ID = "serve.accessible-room"
	ServeNeedsTeacher     ID = "serve.needs-teacher"
	ServeRoomCode         ID = "serve.room-code"     // what serve prints on standard output, for the teacher
	ServeStudentsJoin     ID = "serve.students-join" // %s a command that joins the room
	ServeRoomTitle        ID = "serve.room-title"    // the title of the teacher's room lines
	ServeJoinWith         ID = "serve.join-with"
	ServeNoStudents       ID = "serve.no-students"
	ServeHere             ID = "serve.here"         // %s the students' names
	ServeStudents         ID = "serve.students"     // plural on the count, %[2]s its digits
	ServeRoomTeacher      ID = "serve.room-teacher" // %[1]s ServeStudents; %[2]s following; %[3]s exploring alone
	ServeTeacherHere      ID = "serve.teacher-here"
	ServeTeacherWaiting   ID = "serve.teacher-waiting"
	ServeFollowingHint    ID = "serve.following-hint" // %s the key
	ServeRoomFollowing    ID = "serve.room-following" // %[1]s ServeTeacherHere or ServeTeacherWaiting; %[2]s the key
	ServeRoomAlone        ID = "serve.room-alone"
	ServeExploreOwn       ID = "serve.explore-own" // what the detach key does, in the help bar
	ServeAnswered         ID = "serve.answered"
	ServeTheAnswer        ID = "serve.the-answer"
	ServeReveals          ID = "serve.reveals"
	ServeRevealsBefore    ID = "serve.reveals-before" // %s ServeTallySummary
	ServeTallySummary     ID = "serve.tally-summary"  // %[1]s the answer; %[2]s right; %[3]s all
	ServeAnswers          ID = "serve.answers"        // what the teacher's bars count
	ServeScores           ID = "serve.scores"
	ServeNoneYet          ID = "serve.none-yet"       // %s ServeAnswers or ServeScores
	ServeMoreBars         ID = "serve.more-bars"      // %[1]s how many; %[2]s ServeAnswers or ServeScores; %[3]s by how many
	ServeExerciseStart    ID = "serve.exercise-start" // %s the key
	ServeExerciseKind     ID = "serve.exercise-kind"  // %[1]s the kind; %[2]s the key
	ServeExerciseProgress ID = "serve.exercise-progress"
	ServeWorking          ID = "serve.working" // %s the students' names
	ServeFinished         ID = "serve.finished"
)

// serve's keys, refused as the server starts (said on its terminal, in the command line's language).
const (
	ServeHostKey           ID = "serve.host-key" // %s the system's error
	ServeHostKeyNotFile    ID = "serve.host-key-not-file"
	ServeHostKeyOpen       ID = "serve.host-key-open"
	ServeHostKeyNotKeySize ID = "serve.host-key-not-key-size"
	ServeHostKeyNotKey     ID = "serve.host-key-not-key"
	ServeHostKeyNoFolder   ID = "serve.host-key-no-folder"
	ServeNoHostKeyPlace    ID = "serve.no-host-key-place"
	ServeTeacherKeys       ID = "serve.teacher-keys"
	ServeTeacherKeysNone   ID = "serve.teacher-keys-none"
)

// serveMessages are serve's words to the people at its sessions.
var serveMessages = map[ID]entry{
	ServeTypeCode: {
		en: "Type the room code your teacher gave you.",
		zh: "请输入老师给你的房间码。",
		es: "Escribe el código de sala que te dio tu profesor.",
	},
	ServeTypeName: {
		en: "Type your name, as your teacher will see it.",
		zh: "请输入你的名字，老师会看到它。",
		es: "Escribe tu nombre, tal como lo verá tu profesor.",
	},
	ServeCodePrompt: {
		en: "Room code: ",
		zh: "房间码：",
		es: "Código de sala: ",
	},
	ServeNamePrompt: {
		en: "Your name: ",
		zh: "你的名字：",
		es: "Tu nombre: ",
	},
	ServeNameRule: {
		en: "A name is 1 to %s letters, digits, - _ or ..",
		zh: "名字由 1 到 %s 个字母、数字或 - _ . 组成。",
		es: "Un nombre tiene de 1 a %s letras, cifras, - _ o ..",
	},
	ServeFull: {
		en: "the server is full, try again later",
		zh: "服务器已满，请稍后再试",
		es: "el servidor está lleno, inténtalo más tarde",
	},
	ServeNeedTerminal: {
		en: "the visualizer needs a terminal: ssh -t",
		zh: "可视化界面需要终端：ssh -t",
		es: "el visualizador necesita una terminal: ssh -t",
	},
	ServeAccessibleRoom: {
		en: "accessible mode here follows a room; run nqueens --accessible on your own machine",
		zh: "这里的无障碍模式只能跟随房间；请在你自己的电脑上运行 nqueens --accessible",
		es: "aquí el modo accesible sigue una sala; ejecuta nqueens --accessible en tu propio equipo",
	},
	ServeNeedsTeacher: {
		en: "a room needs a teacher: --teacher-keys FILE",
		zh: "房间需要老师：--teacher-keys FILE",
		es: "una sala necesita un profesor: --teacher-keys FILE",
	},
	ServeRoomCode: {
		en: "room code: %s",
		zh: "房间码：%s",
		es: "código de sala: %s",
	},
	ServeStudentsJoin: {
		en: "students: %s",
		zh: "学生：%s",
		es: "estudiantes: %s",
	},
	ServeRoomTitle: {
		en: "room",
		zh: "房间",
		es: "sala",
	},
	ServeJoinWith: {
		en: "students join with",
		zh: "学生这样加入",
		es: "los estudiantes entran con",
	},
	ServeNoStudents: {
		en: "no students yet",
		zh: "还没有学生",
		es: "aún no hay estudiantes",
	},
	ServeHere: {
		en: "here: %s",
		zh: "在场：%s",
		es: "presentes: %s",
	},
	ServeStudents: {
		en: amountOf("%[2]s student", "%[2]s students"),
		zh: counted("%[2]s 名学生"),
		es: amountOf("%[2]s estudiante", "%[2]s estudiantes"),
	},
	ServeRoomTeacher: {
		en: "room: %s, %s following, %s exploring alone",
		zh: "房间：%s，%s 名跟随，%s 名自行探索",
		es: "sala: %s, %s siguen, %s exploran por su cuenta",
	},
	ServeTeacherHere: {
		en: "the teacher is here",
		zh: "老师在场",
		es: "el profesor está aquí",
	},
	ServeTeacherWaiting: {
		en: "waiting for the teacher",
		zh: "等待老师",
		es: "esperando al profesor",
	},
	ServeFollowingHint: {
		en: "following the teacher — %s to explore on your own",
		zh: "正在跟随老师 — 按 %s 自行探索",
		es: "siguiendo al profesor — %s para explorar por tu cuenta",
	},
	ServeRoomFollowing: {
		en: "room: following the teacher (%s) · %s explores alone",
		zh: "房间：正在跟随老师（%s）· %s 自行探索",
		es: "sala: siguiendo al profesor (%s) · %s para explorar por tu cuenta",
	},
	ServeRoomAlone: {
		en: "room: exploring alone (%s) · %s follows the teacher again",
		zh: "房间：正在自行探索（%s）· %s 重新跟随老师",
		es: "sala: explorando por tu cuenta (%s) · %s para volver a seguir al profesor",
	},
	ServeExploreOwn: {
		en: "explore on your own",
		zh: "自行探索",
		es: "explorar por tu cuenta",
	},
	ServeAnswered: {
		en: "%s of %s following answered",
		zh: "跟随的 %[2]s 人中有 %[1]s 人已作答",
		es: "han respondido %s de %s que siguen",
	},
	ServeTheAnswer: {
		en: "the answer: %s · %s right",
		zh: "答案：%s · %s 人答对",
		es: "la respuesta: %s · %s correctas",
	},
	ServeReveals: {
		en: "> reveals",
		zh: "> 揭晓答案",
		es: "> revela",
	},
	ServeRevealsBefore: {
		en: "> reveals · before: %s",
		zh: "> 揭晓答案 · 上一题：%s",
		es: "> revela · antes: %s",
	},
	ServeTallySummary: {
		en: "%s, %s of %s right",
		zh: "%s，%[3]s 人中 %[2]s 人答对",
		es: "%s, %s de %s correctas",
	},
	ServeAnswers: {
		en: "answers",
		zh: "回答",
		es: "respuestas",
	},
	ServeScores: {
		en: "scores",
		zh: "得分",
		es: "puntuaciones",
	},
	ServeNoneYet: {
		en: "no %s yet",
		zh: "还没有%s",
		es: "aún no hay %s",
	},
	ServeMoreBars: {
		en: "… %s more %s, given by %s",
		zh: "… 另有 %[1]s 种%[2]s，来自 %[3]s 人",
		es: "… %s %s más, de %s",
	},
	ServeExerciseStart: {
		en: "%s starts an exercise for the room",
		zh: "按 %s 为房间开始一个练习",
		es: "%s empieza un ejercicio para la sala",
	},
	ServeExerciseKind: {
		en: "exercise: %s · %s starts the next kind",
		zh: "练习：%s · 按 %s 开始下一种",
		es: "ejercicio: %s · %s empieza el siguiente tipo",
	},
	ServeExerciseProgress: {
		en: "%s working, %s finished",
		zh: "%s 人在做，%s 人已完成",
		es: "%s trabajando, %s terminados",
	},
	ServeWorking: {
		en: "working: %s",
		zh: "在做：%s",
		es: "trabajando: %s",
	},
	ServeFinished: {
		en: "finished: %s",
		zh: "已完成：%s",
		es: "terminados: %s",
	},
	ServeHostKey: {
		en: "host key: %s",
		zh: "主机密钥：%s",
		es: "clave de host: %s",
	},
	ServeHostKeyNotFile: {
		en: "host key %s is not a file",
		zh: "主机密钥 %s 不是文件",
		es: "la clave de host %s no es un archivo",
	},
	ServeHostKeyOpen: {
		en: "host key %[1]s is open to others (mode %[2]s): chmod 600 %[1]s",
		zh: "主机密钥 %[1]s 其他人也能读取（权限 %[2]s）：请执行 chmod 600 %[1]s",
		es: "la clave de host %[1]s está abierta a otros (modo %[2]s): chmod 600 %[1]s",
	},
	ServeHostKeyNotKeySize: {
		en: "host key %s is not a private key (%s bytes)",
		zh: "主机密钥 %s 不是私钥（%s 字节）",
		es: "la clave de host %s no es una clave privada (%s bytes)",
	},
	ServeHostKeyNotKey: {
		en: "host key %s is not a private key: %s",
		zh: "主机密钥 %s 不是私钥：%s",
		es: "la clave de host %s no es una clave privada: %s",
	},
	ServeHostKeyNoFolder: {
		en: "host key %s: the folder %s does not exist",
		zh: "主机密钥 %s：文件夹 %s 不存在",
		es: "clave de host %s: la carpeta %s no existe",
	},
	ServeNoHostKeyPlace: {
		en: "no place for the host key (%s): give --host-key FILE",
		zh: "没有地方存放主机密钥（%s）：请给出 --host-key FILE",
		es: "no hay sitio para la clave de host (%s): indica --host-key FILE",
	},
	ServeTeacherKeys: {
		en: "teacher keys: %s",
		zh: "老师公钥：%s",
		es: "claves del profesor: %s",
	},
	ServeTeacherKeysNone: {
		en: "teacher keys %s: no public key in authorized_keys format",
		zh: "老师公钥 %s：没有 authorized_keys 格式的公钥",
		es: "claves del profesor %s: ninguna clave pública en formato authorized_keys",
	},
}
