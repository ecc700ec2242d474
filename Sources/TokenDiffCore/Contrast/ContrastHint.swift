/// A pairing hint written on a text token:
///
/// ```json
/// "$extensions": {
///   "com.tokendiff.contrast": {
///     "background": ["{color.surface.default}", "{color.surface.raised}"],
///     "requirement": "AA",
///     "canvas": "{color.background.default}"
///   }
/// }
/// ```
///
/// `background` is one token or a list (`{a.b}` or `a.b`); `requirement` is as in the
/// configuration (default AA normal text); `canvas` is optional. The value may also be a list
/// of such objects, one per requirement. The shape follows the pairing lists design systems
/// keep next to a token (Twilio Paste's `text_contrast_pairing`) and the pair fields of lint
/// rules (Terrazzo's `a11y/min-contrast`).
public struct ContrastHint: Sendable, Equatable {
  /// The `$extensions` key.
  public static let extensionKey = "com.tokendiff.contrast"

  public var foreground: TokenPath
  public var backgrounds: [TokenPath]
  public var requirement: ContrastRequirement
  public var canvas: CanvasSource?
  /// Where the hint is written.
  public var location: SourceLocation

  public init(
    foreground: TokenPath,
    backgrounds: [TokenPath],
    requirement: ContrastRequirement,
    canvas: CanvasSource?,
    location: SourceLocation
  ) {
    self.foreground = foreground
    self.backgrounds = backgrounds
    self.requirement = requirement
    self.canvas = canvas
    self.location = location
  }

  /// A `contrast-hint` warning for each background a hint names that is not a colour token of
  /// the revision in any mode (a typo, or a token that was removed). Pure.
  public static func unknownBackgrounds(_ hints: [ContrastHint], in sets: [ModalTokenSet])
    -> [Finding]
  {
    guard !hints.isEmpty else { return [] }
    var colors = Set<TokenPath>()
    for set in sets {
      for token in set.baseline.tokens where token.value?.colors.isEmpty == false {
        colors.insert(token.path)
      }
      for delta in set.modes {
        for token in delta.changed.values where token.value?.colors.isEmpty == false {
          colors.insert(token.path)
        }
      }
    }
    return hints.flatMap { hint in
      hint.backgrounds.filter { !colors.contains($0) }.map { background in
        Finding(
          kind: .contrastHint,
          token: hint.foreground,
          location: hint.location,
          message:
            "$extensions[\"\(extensionKey)\"]: the background '\(background)' is not a colour token"
        )
      }
    }
  }

  /// The hints written on `tokens`, with a `contrast-hint` finding for each one that cannot be
  /// used. Pure.
  public static func collect(_ tokens: [Token]) -> (hints: [ContrastHint], findings: [Finding]) {
    var hints: [ContrastHint] = []
    var findings: [Finding] = []
    for token in tokens where token.extensionKeys.contrastHints {
      guard let value = token.extensions?[extensionKey] else { continue }
      for entry in value.arrayValue ?? [value] {
        switch read(entry, on: token) {
        case .success(let hint): hints.append(hint)
        case .failure(let problem):
          findings.append(
            Finding(
              kind: .contrastHint,
              token: token.path,
              location: SourceLocation(file: token.location.file, position: entry.position),
              message: "$extensions[\"\(extensionKey)\"]: \(problem.message)"
            )
          )
        }
      }
    }
    return (hints, findings)
  }

  private static func read(_ entry: JSONValue, on token: Token) -> Result<
    ContrastHint, ContrastConfigProblem
  > {
    guard let members = entry.members else {
      return .failure(ContrastConfigProblem("must be an object with 'background'"))
    }
    let known = ["background", "canvas", "requirement"]
    if let unknown = members.first(where: { !known.contains($0.key) }) {
      return .failure(
        ContrastConfigProblem(
          "unknown member '\(unknown.key)'; known: \(known.joined(separator: ", "))"
        )
      )
    }
    guard let background = entry["background"] else {
      return .failure(ContrastConfigProblem("needs 'background'"))
    }
    var backgrounds: [TokenPath] = []
    for element in background.arrayValue ?? [background] {
      guard let text = element.stringValue?.trimmingSpaces, !text.isEmpty else {
        return .failure(
          ContrastConfigProblem("'background' must name tokens, such as \"{color.surface}\"")
        )
      }
      backgrounds.append(aliasPath(in: text) ?? TokenPath(dotted: text))
    }
    var requirement = ContrastRequirement.aaNormalText
    if let written = entry["requirement"] {
      let parsed =
        written.numberValue.flatMap { ContrastRequirement(minimumRatio: $0) }
        ?? written.stringValue.flatMap { ContrastRequirement(named: $0) }
      guard let parsed else {
        return .failure(
          ContrastConfigProblem("'requirement' must be \(ContrastRequirement.knownNames)")
        )
      }
      requirement = parsed
    }
    var canvas: CanvasSource?
    if let written = entry["canvas"] {
      guard let text = written.stringValue else {
        return .failure(ContrastConfigProblem("'canvas' must be a token or a colour"))
      }
      canvas = CanvasSource(parsing: text)
    }
    return .success(
      ContrastHint(
        foreground: token.path,
        backgrounds: backgrounds,
        requirement: requirement,
        canvas: canvas,
        location: SourceLocation(file: token.location.file, position: entry.position)
      )
    )
  }
}
