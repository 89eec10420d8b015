// MARK: - ChatServer + Texts

extension ChatServer {
  /// The people who write in the chat, besides the user.
  static let names = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Ken", "Margaret", "Linus"]

  /// The user's replies, sent in turn.
  static let replies = [
    "On my way", "Sounds good to me", "I'll take a look", "Thanks, all green here",
    "Can we talk after lunch?",
  ]

  /// How the made-up texts start: questions first, then statements.
  static let openings = ["Did anyone", "Can we", "Who will", "I just", "Remember to", "Let's"]

  /// How many of the ``openings`` ask a question.
  static let questionCount = 3

  /// What the made-up texts are about.
  static let subjects = [
    "look at the build", "merge the diff", "review the paging", "fix the footer",
    "record the frames", "move the meeting", "update the README", "try the chat",
  ]

  /// How the made-up questions and statements end.
  static let endings = (
    questions: ["?", " today?", " after lunch?"],
    statements: [
      ".", " today.", " after lunch.", " again!",
    ]
  )

  /// A short text made from the seed: an opening, a subject and an ending.
  ///
  /// - Parameter random: The generator of the conversation.
  /// - Returns: The text, such as “Can we merge the diff today?”.
  static func madeUpText(using random: inout SeededGenerator) -> String {
    let index = random.next(below: openings.count)
    let subject = subjects[random.next(below: subjects.count)]
    let endings = index < questionCount ? endings.questions : endings.statements
    return openings[index] + " " + subject + endings[random.next(below: endings.count)]
  }

  /// A time of day as `HH:MM`.
  ///
  /// - Parameter minutes: Minutes after midnight; past a day, the clock goes round.
  /// - Returns: The time.
  static func clock(_ minutes: Int) -> String {
    let day = minutes % (24 * 60)
    let hours = day / 60
    let rest = day % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}
