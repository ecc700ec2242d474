import TokenDiffCore

/// Light and dark themes written as types of one protocol, the usual SwiftUI theming:
/// `struct LightColorPalette: ColorPalette { var background: Color { … } }` beside
/// `struct DarkColorPalette: ColorPalette`, `struct LightTheme: Theme { let primary = … }`
/// beside `DarkTheme`, or `enum LightColors: ColorToken { static let primary = … }` beside
/// `DarkColors`. Their members are one token each, named without the scheme
/// (`ColorPalette.background`), with a value per scheme as its modes (`light`, `dark`), as
/// `Color(light:dark:)` gives them: a light edit is a change in light, and the two themes are
/// compared member by member rather than read as unrelated tokens.
///
/// Types are a family when their names differ only by a colour-scheme word at their start or
/// end (`Light`, `Dark`, `HighContrast`, `LightHighContrast`…) or inside them
/// (`DefaultLightTheme`, `DefaultDarkTheme`), they sit in the same enclosing
/// type, they conform to the same types, which they name, or declare the same members (two at
/// least), and at least two schemes are there.
/// A type named only by its scheme (Style Dictionary's generated `Colors.Light`) is none: its
/// members keep their own names. Pure.
enum SwiftSchemeTypes {
  /// Where a family's member types go: by the member type's path joined with `.`, the family's
  /// path (`["ColorPalette"]`) and the scheme (`light`). `conformances` are the types each
  /// type conforms to, `members` the names each type declares (both by joined path). A family
  /// whose name a type of `taken` already has (`LightColors` and `DarkColors` beside the
  /// adaptive `Colors` made of them), or whose members something outside the family or of
  /// another scheme reads (`references`: each declaration's type and the tokens its value
  /// names; `DarkColors.accent = LightColors.accent`), is none: merged, its members would
  /// collide with that type's or refer to themselves. Pure.
  static func families(
    conformances: [String: [String]],
    members: [String: Set<String>],
    taken: Set<String> = [],
    references: [(type: String, paths: [TokenPath])] = []
  ) -> [String: (path: [String], scheme: String)] {
    var groups: [String: [(type: String, scheme: String, path: [String])]] = [:]
    for type in Set(conformances.keys).union(members.keys) {
      let parts = type.split(separator: ".").map(String.init)
      guard let name = parts.last, let (scheme, rest) = split(name) else { continue }
      let path = Array(parts.dropLast()) + [rest]
      guard !taken.contains(path.joined(separator: ".")) else { continue }
      groups[path.joined(separator: "."), default: []].append((type, scheme, path))
    }
    var result: [String: (path: [String], scheme: String)] = [:]
    for family in groups.values where family.count > 1 {
      guard Set(family.map(\.scheme)).count == family.count else { continue }
      // One protocol, or the same members (`enum LightColors` and `enum DarkColors`, each
      // with `primary` and `background`).
      let inherited = Set(family.map { (conformances[$0.type] ?? []).sorted() })
      let declared = Set(family.map { members[$0.type] ?? [] })
      let oneProtocol = inherited.count == 1 && inherited.first?.isEmpty == false
      let sameMembers = declared.count == 1 && (declared.first?.count ?? 0) >= 2
      guard oneProtocol || sameMembers else { continue }
      for member in family { result[member.type] = (member.path, member.scheme) }
    }
    // Read from outside the family, or across its schemes: left as written.
    var unsafe = Set<String>()
    for (type, paths) in references {
      for path in paths {
        let target = path.segments.dropLast().joined(separator: ".")
        guard let family = result[target], target != type else { continue }
        unsafe.insert(family.path.joined(separator: "."))
      }
    }
    return result.filter { !unsafe.contains($0.value.path.joined(separator: ".")) }
  }

  /// The colour scheme a type name starts or ends with, in lower case, and the rest of the
  /// name (`LightColorPalette` → `light`, `ColorPalette`; `ThemeDarkHighContrast` →
  /// `dark-high-contrast`, `Theme`; `DefaultLightTheme` → `light`, `DefaultTheme`); `nil` when
  /// no word is a scheme or nothing is left. Pure.
  static func split(_ name: String) -> (scheme: String, rest: String)? {
    let words = camelWords(name)
    guard words.count > 1 else { return nil }
    for count in stride(from: min(3, words.count - 1), through: 1, by: -1) {
      if let scheme = scheme(of: words.prefix(count)) {
        return (scheme, words.dropFirst(count).joined())
      }
      if let scheme = scheme(of: words.suffix(count)) {
        return (scheme, words.dropLast(count).joined())
      }
    }
    // Inside the name (`DefaultLightTheme`, `DefaultDarkTheme`).
    for start in words.indices.dropFirst().dropLast() {
      for count in stride(from: min(3, words.count - 1 - start), through: 1, by: -1) {
        if let scheme = scheme(of: words[start..<(start + count)]) {
          return (scheme, (words[..<start] + words[(start + count)...]).joined())
        }
      }
    }
    return nil
  }

  /// The scheme some capitalised words spell (`High`, `Contrast` → `high-contrast`;
  /// `High`, `Contrast`, `Light` → `light-high-contrast`, as the other order spells it). Pure.
  private static func scheme(of words: ArraySlice<String>) -> String? {
    let joined = words.map { $0.lowercased() }.joined(separator: "-")
    let schemes = [
      "light", "dark", "dim", "darkest", "high-contrast", "light-high-contrast",
      "dark-high-contrast",
    ]
    if schemes.contains(joined) { return joined }
    let reordered = [
      "high-contrast-light": "light-high-contrast", "high-contrast-dark": "dark-high-contrast",
    ]
    return reordered[joined]
  }

  /// A name split before each capital that follows a lower-case letter or a digit
  /// (`LightColorPalette` → `Light`, `Color`, `Palette`). Pure.
  private static func camelWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
