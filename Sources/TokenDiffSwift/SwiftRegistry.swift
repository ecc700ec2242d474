import SwiftSyntax
import TokenDiffCore

/// String constants that name JSON token paths (a registry such as `ThemeTokens`):
/// `"theme/navigation/bottom/highlight"` names `theme.navigation.bottom.highlight`, and
/// `"{Accent.accent-400}"` names `Accent.accent-400`. Each entry becomes a token that refers to
/// the JSON token it names, so a JSON change reaches it; one that names nothing is a broken
/// reference on the Swift line, saying what the app renders instead (`.clear` for a colour, `0`
/// for a size).
///
/// A slash path is an entry only when its first name is the first name of some JSON token's
/// path (`theme/…` beside JSON tokens under `theme`): a date format (`"dd/MM/yyyy"`), `"N/A"`
/// or an icon name (`"arrow/left"`) is text.
struct SwiftRegistry {
  private let paths: Set<TokenPath>
  /// The first name of every JSON token's path (of a slashed one, its first part too).
  private let firstNames: Set<Substring>

  init(jsonTokens: [Token]) {
    paths = Set(jsonTokens.map(\.path))
    var firstNames = Set<Substring>()
    for path in paths {
      guard let first = path.segments.first else { continue }
      firstNames.insert(Substring(first))
      if let part = first.split(separator: "/").first { firstNames.insert(part) }
    }
    self.firstNames = firstNames
  }

  /// The token path a string names, when it is written as a registry entry. Pure.
  func entry(_ text: String) -> TokenPath? {
    if let alias = aliasPath(in: text) { return alias }
    let segments = text.split(separator: "/", omittingEmptySubsequences: false)
    guard segments.count >= 2, let first = segments.first, firstNames.contains(first),
      segments.allSatisfy({ segment in
        !segment.isEmpty
          && segment.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
      })
    else { return nil }
    return TokenPath(segments.map(String.init))
  }

  /// The entry's value: a reference to the JSON token, or the finding when there is none.
  /// Pure.
  func check(_ entry: TokenPath, declaration: SwiftDeclaration) -> SwiftValue {
    // Bricks names its tokens by the slash path itself (`theme/tabbar/selected`).
    let slashed = TokenPath([entry.segments.joined(separator: "/")])
    for candidate in [entry, slashed] where paths.contains(candidate) {
      return .reference(candidate)
    }
    let fallback = Self.rendersAsSize(entry) ? "0" : ".clear"
    return .broken(
      Finding(
        kind: .brokenReference,
        token: declaration.path,
        location: declaration.location,
        message:
          "\(declaration.path) names \(entry), which no JSON token file of this revision has: the app renders \(fallback) instead"
      ),
      written: declaration.expression.trimmedDescription
    )
  }

  private static let sizeWords = [
    "radius", "size", "height", "width", "spacing", "padding", "margin", "gap", "border",
  ]

  /// Whether the path names a size (the app's fallback is `0`), else a colour (`.clear`).
  static func rendersAsSize(_ path: TokenPath) -> Bool {
    let text = path.description.lowercased()
    return sizeWords.contains { text.contains($0) }
  }
}
