/// The WCAG 2 requirements, by the names configuration and `$extensions` hints use.
extension ContrastRequirement {
  /// 1.4.3 AA, normal text: 4.5.
  public static let aaNormalText = ContrastRequirement(name: "AA normal text", minimumRatio: 4.5)
  /// 1.4.3 AA, large text (24px, or 18.67px bold): 3.
  public static let aaLargeText = ContrastRequirement(name: "AA large text", minimumRatio: 3)
  /// 1.4.11 AA, non-text (UI parts, graphics): 3.
  public static let aaNonText = ContrastRequirement(name: "AA non-text", minimumRatio: 3)
  /// 1.4.6 AAA, normal text: 7.
  public static let aaaNormalText = ContrastRequirement(name: "AAA normal text", minimumRatio: 7)
  /// 1.4.6 AAA, large text: 4.5.
  public static let aaaLargeText = ContrastRequirement(name: "AAA large text", minimumRatio: 4.5)

  /// The spellings accepted for each named requirement (compared without case, spaces, `-`
  /// and `_`).
  static let spellings: [(names: [String], requirement: ContrastRequirement)] = [
    (["aa", "aanormal", "aanormaltext", "aatext"], .aaNormalText),
    (["aalarge", "aalargetext", "large", "largetext"], .aaLargeText),
    (["aanontext", "nontext", "ui", "aaui"], .aaNonText),
    (["aaa", "aaanormal", "aaanormaltext", "aaatext"], .aaaNormalText),
    (["aaalarge", "aaalargetext"], .aaaLargeText),
  ]

  /// The accepted names, for messages.
  public static let knownNames = "AA, AA-large, non-text, AAA, AAA-large, or a ratio such as 3.5"

  /// Reads `AA`, `AA-large`, `non-text`, `AAA`, `AAA-large` (any case), or a number from 1 to 21
  /// (a custom minimum ratio); `nil` for anything else. Pure.
  public init?(named text: String) {
    let key = String(
      text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    )
    if let match = Self.spellings.first(where: { $0.names.contains(key) }) {
      self = match.requirement
      return
    }
    guard let number = Double(text.trimmingSpaces) else { return nil }
    self.init(minimumRatio: number)
  }

  /// A custom minimum ratio, named `at least 3.5:1`; `nil` outside 1...21. Pure.
  public init?(minimumRatio number: Double) {
    guard number.isFinite, number >= 1, number <= 21 else { return nil }
    self.init(name: "at least \(formatNumber(number)):1", minimumRatio: number)
  }
}
