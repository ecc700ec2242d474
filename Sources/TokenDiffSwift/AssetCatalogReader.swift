import TokenDiffCore

/// Reads the colour sets of asset catalogs (`Assets.xcassets/Brand/BrandMark.colorset/
/// Contents.json`) into colour tokens named `<catalog>.<colour set>` (`Assets.BrandMark`), the
/// colour set's name led by the folders that provide a namespace (`Assets.Brand/BrandMark`).
///
/// Appearances are modes, named as the system picks them: `light`, `dark`, `highContrast` and
/// `dark, highContrast` (named by both its contexts, so that a revision without high contrast
/// compares its `dark` value with it). When any colour set of the revision has an appearance, every colour
/// set that has one gives a value in each of those modes, the one the system would show:
/// `dark, highContrast` falls back to `dark`, then to the high-contrast entry, then to Any;
/// `highContrast` to the high-contrast Any entry, then to `light`, then to Any; `light` to Any.
/// So the Any (light) value of a colour set with a dark appearance is compared like the dark
/// one. The token's value is the Any entry (else the first).
///
/// Components are read as Xcode writes them: 0…1 fractions, 0…255 integers, or `0xNN` bytes.
/// sRGB and extended sRGB are written as `#rrggbbaa` (clamped to the sRGB gamut); Display P3
/// as a DTCG colour in `display-p3`, so a P3 colour differs from the sRGB one with the same
/// numbers; grey spaces (`white`) as the sRGB grey. A system colour (`"reference"`) is its
/// name as text (`systemBlueColor`): its value is the platform's.
///
/// Pure: a file that is not JSON or has no usable colour is a finding, never a crash.
enum AssetCatalogReader {
  /// The appearance an entry of a colour set is for.
  struct Appearance: Hashable {
    enum Luminosity: Hashable { case any, light, dark }
    var luminosity: Luminosity
    var highContrast: Bool
  }

  /// The modes, in the order they are listed, and the appearances each tries, best first.
  static let modes: [(name: String, tries: [Appearance])] = [
    (
      "light",
      [
        .init(luminosity: .light, highContrast: false),
        .init(luminosity: .any, highContrast: false),
      ]
    ),
    (
      "dark",
      [.init(luminosity: .dark, highContrast: false), .init(luminosity: .any, highContrast: false)]
    ),
    (
      "highContrast",
      [
        .init(luminosity: .light, highContrast: true), .init(luminosity: .any, highContrast: true),
        .init(luminosity: .light, highContrast: false),
        .init(luminosity: .any, highContrast: false),
      ]
    ),
    (
      "dark, highContrast",
      [
        .init(luminosity: .dark, highContrast: true), .init(luminosity: .dark, highContrast: false),
        .init(luminosity: .any, highContrast: true), .init(luminosity: .any, highContrast: false),
      ]
    ),
  ]

  /// One colour set read: its token path, and its values by appearance (the first entry of
  /// each appearance), in the order written.
  private struct ColorSet {
    var path: TokenPath
    var file: String
    var values: [(appearance: Appearance, value: JSONValue)]

    func value(for appearance: Appearance) -> JSONValue? {
      values.first { $0.appearance == appearance }?.value
    }
  }

  /// The colour sets among `files`, named with the folders among them that provide a
  /// namespace (their `Contents.json` says `"provides-namespace": true`). Pure.
  static func read(_ files: [SourceFile]) -> TokenDocument {
    var document = TokenDocument()
    var sets: [ColorSet] = []
    let namespaces = Set(
      files.filter { SwiftSourceSelection.isAssetGroup($0.path) && providesNamespace($0.bytes) }
        .map { String($0.path.dropLast("/Contents.json".count)) }
    )
    for file in files where SwiftSourceSelection.isColorSet(file.path) {
      guard let path = tokenPath(of: file.path, namespaces: namespaces) else { continue }
      let root: JSONValue
      do {
        root = try JSONParser.parse(file.bytes, dialect: .json)
      } catch {
        document.findings.append(
          Finding(
            kind: .parseError,
            location: SourceLocation(file: file.path, position: error.position),
            message: "\(file.path) is not valid JSON: \(error.message)"
          )
        )
        continue
      }
      var set = ColorSet(path: path, file: file.path, values: [])
      for entry in root["colors"]?.elementsIfArray ?? [] {
        guard let color = entry["color"] else { continue }
        guard let value = value(of: color) else {
          document.findings.append(
            Finding(
              kind: .invalidValue,
              token: path,
              location: SourceLocation(file: file.path, position: color.position),
              message: "\(path): a colour of \(file.path) has no components tokendiff can read"
            )
          )
          continue
        }
        set.values.append((appearance(of: entry), value))
      }
      if !set.values.isEmpty { sets.append(set) }
    }
    let plain = Appearance(luminosity: .any, highContrast: false)
    let used = Set(sets.flatMap { $0.values.map(\.appearance) }).subtracting([plain])
    // The modes some colour set gives a value of its own in; `light` whenever there are any.
    let names = Set(
      used.map { appearance -> String in
        switch (appearance.luminosity, appearance.highContrast) {
        case (.dark, true): "dark, highContrast"
        case (.dark, false): "dark"
        case (_, true): "highContrast"
        case (_, false): "light"
        }
      }
    )
    let modes =
      names.isEmpty ? [] : Self.modes.filter { $0.name == "light" || names.contains($0.name) }
    for set in sets {
      guard let base = set.value(for: plain) ?? set.values.first?.value else { continue }
      var token = Token(
        path: set.path,
        location: SourceLocation(file: set.file, position: base.position),
        // A system colour's name is text, not a colour tokendiff can check: a set that names
        // one in any appearance says no type, and each appearance is read as it is written.
        explicitType: set.values.contains { isSystemColor($0.value) } ? nil : .color,
        value: base
      )
      if set.values.contains(where: { $0.appearance != plain }) {
        let members = modes.compactMap { mode -> JSONMember? in
          guard let value = mode.tries.lazy.compactMap(set.value(for:)).first else { return nil }
          return JSONMember(key: mode.name, keyPosition: value.position, value: value)
        }
        let position = base.position
        token.extensions = JSONValue(
          .object([
            JSONMember(
              key: "mode",
              keyPosition: position,
              value: JSONValue(.object(members), at: position)
            )
          ]),
          at: position
        )
      }
      document.tokens.append(token)
    }
    return document
  }

  /// `Assets.xcassets/Brand/BrandMark.colorset/Contents.json` → `Assets.BrandMark`; when
  /// `Brand` provides a namespace (its folder is in `namespaces`), `Assets.Brand/BrandMark`, the
  /// name `Color("Brand/BrandMark")` asks for. Pure.
  static func tokenPath(of file: String, namespaces: Set<String> = []) -> TokenPath? {
    let parts = file.split(separator: "/").map(String.init)
    guard let catalogIndex = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }),
      parts.count >= 2, parts[parts.count - 2].hasSuffix(".colorset"),
      catalogIndex < parts.count - 2
    else { return nil }
    var prefix = ""
    for index in (catalogIndex + 1)..<(parts.count - 2)
    where namespaces.contains(parts[...index].joined(separator: "/")) {
      prefix += parts[index] + "/"
    }
    return TokenPath([
      String(parts[catalogIndex].dropLast(".xcassets".count)),
      prefix + String(parts[parts.count - 2].dropLast(".colorset".count)),
    ])
  }

  /// Whether a group folder's `Contents.json` says its name is part of its assets' names. Pure.
  private static func providesNamespace(_ bytes: [UInt8]) -> Bool {
    guard let root = try? JSONParser.parse(bytes, dialect: .json) else { return false }
    guard case .bool(let provides)? = root["properties"]?["provides-namespace"]?.kind else {
      return false
    }
    return provides
  }

  /// Whether a value read is a system colour's name (`systemBlueColor`). Pure.
  private static func isSystemColor(_ value: JSONValue) -> Bool {
    value.stringValue.map { !$0.hasPrefix("#") } ?? false
  }

  /// The appearance of one entry: its luminosity (none is Any) and contrast. Pure.
  private static func appearance(of entry: JSONValue) -> Appearance {
    var appearance = Appearance(luminosity: .any, highContrast: false)
    for trait in entry["appearances"]?.elementsIfArray ?? [] {
      switch (trait["appearance"]?.stringValue, trait["value"]?.stringValue) {
      case ("luminosity", "dark"?): appearance.luminosity = .dark
      case ("luminosity", "light"?): appearance.luminosity = .light
      case ("contrast", "high"?): appearance.highContrast = true
      default: break
      }
    }
    return appearance
  }

  /// The value of an Xcode colour object: `#rrggbbaa` for sRGB and grey, a DTCG colour for
  /// Display P3, a system colour's name; `nil` when it has none of these. Pure.
  private static func value(of color: JSONValue) -> JSONValue? {
    let position = color.position
    if let reference = color["reference"]?.stringValue, !reference.isEmpty {
      return JSONValue(.string(reference), at: position)
    }
    let space = color["color-space"]?.stringValue ?? "srgb"
    guard let components = color["components"] else { return nil }
    let alpha = components["alpha"].flatMap(channelValue) ?? 1
    let channels: [Double]
    if let white = components["white"].flatMap(channelValue),
      ["gray-gamma-22", "extended-gray"].contains(space) || components["red"] == nil
    {
      channels = [white, white, white]
    } else {
      var read: [Double] = []
      for key in ["red", "green", "blue"] {
        guard let channel = components[key].flatMap(channelValue) else { return nil }
        read.append(channel)
      }
      channels = read
    }
    let clamped = (channels + [alpha]).map { min(max($0, 0), 1) }
    if space == "display-p3" {
      let numbers = clamped.prefix(3).map { JSONValue(.number($0, text: "\($0)"), at: position) }
      return JSONValue(
        .object([
          JSONMember(
            key: "colorSpace",
            keyPosition: position,
            value: JSONValue(.string("display-p3"), at: position)
          ),
          JSONMember(
            key: "components",
            keyPosition: position,
            value: JSONValue(.array(numbers), at: position)
          ),
          JSONMember(
            key: "alpha",
            keyPosition: position,
            value: JSONValue(.number(clamped[3], text: "\(clamped[3])"), at: position)
          ),
        ]),
        at: position
      )
    }
    guard ["srgb", "extended-srgb", "gray-gamma-22", "extended-gray", ""].contains(space) else {
      return nil
    }
    return JSONValue(.string("#" + clamped.map(SwiftLiterals.byte).joined()), at: position)
  }

  /// A component: `"0.345"`, `"0x58"`, `"88"` (0…255) or a JSON number. Pure.
  private static func channelValue(_ value: JSONValue) -> Double? {
    // A JSON number is a fraction up to 1, else a byte (`128`); `nan` and `inf` are none.
    if let number = value.numberValue {
      guard number.isFinite else { return nil }
      return number <= 1 ? number : number / 255
    }
    guard let text = value.stringValue else { return nil }
    if text.lowercased().hasPrefix("0x") {
      return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    guard let number = Double(text), number.isFinite else { return nil }
    return text.contains(".") || number <= 1 ? number : number / 255
  }
}

extension JSONValue {
  /// The elements of an array, or `nil` for any other kind. Pure.
  fileprivate var elementsIfArray: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }
}
