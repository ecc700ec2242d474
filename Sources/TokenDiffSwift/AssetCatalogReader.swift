import TokenDiffCore

/// Reads the colour sets of asset catalogs (`Assets.xcassets/Brand/BrandMark.colorset/
/// Contents.json`) into colour tokens named `<catalog>.<colour set>` (`Assets.BrandMark`).
/// The appearance without a luminosity is the value; `dark`, `highContrast` and
/// `dark-highContrast` are modes. Components are read as Xcode writes them: 0…1 fractions,
/// 0…255 integers, or `0xNN` bytes.
///
/// Pure: a file that is not JSON or has no usable colour is a finding, never a crash.
enum AssetCatalogReader {
  static func isColorSet(_ path: String) -> Bool {
    path.hasSuffix(".colorset/Contents.json") && path.contains(".xcassets/")
  }

  static func read(_ files: [SourceFile]) -> TokenDocument {
    var document = TokenDocument()
    for file in files {
      guard let path = tokenPath(of: file.path) else { continue }
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
      var values: [(mode: String?, value: JSONValue)] = []
      for entry in root["colors"]?.elementsIfArray ?? [] {
        guard let color = entry["color"] else { continue }
        guard let hex = hex(of: color) else {
          document.findings.append(
            Finding(
              kind: .invalidValue,
              token: path,
              location: SourceLocation(file: file.path, position: color.position),
              message: "\(path): a colour of \(file.path) has no sRGB components tokendiff can read"
            )
          )
          continue
        }
        values.append((mode(of: entry), JSONValue(.string(hex), at: color.position)))
      }
      guard let base = values.first(where: { $0.mode == nil }) ?? values.first else { continue }
      var token = Token(
        path: path,
        location: SourceLocation(file: file.path, position: base.value.position),
        explicitType: .color,
        value: base.value
      )
      let modes = values.compactMap { value in
        value.mode.map {
          JSONMember(key: $0, keyPosition: value.value.position, value: value.value)
        }
      }
      if !modes.isEmpty {
        let position = base.value.position
        token.extensions = JSONValue(
          .object([
            JSONMember(
              key: "mode",
              keyPosition: position,
              value: JSONValue(.object(modes), at: position)
            )
          ]),
          at: position
        )
      }
      document.tokens.append(token)
    }
    return document
  }

  /// `Assets.xcassets/Brand/BrandMark.colorset/Contents.json` → `Assets.BrandMark`. Pure.
  static func tokenPath(of file: String) -> TokenPath? {
    let parts = file.split(separator: "/").map(String.init)
    guard let catalog = parts.first(where: { $0.hasSuffix(".xcassets") }),
      parts.count >= 2, parts[parts.count - 2].hasSuffix(".colorset")
    else { return nil }
    return TokenPath([
      String(catalog.dropLast(".xcassets".count)),
      String(parts[parts.count - 2].dropLast(".colorset".count)),
    ])
  }

  /// The mode of one appearance entry: `nil` for any, else `dark`, `highContrast`,
  /// `dark-highContrast` (`light` stands for any). Pure.
  private static func mode(of entry: JSONValue) -> String? {
    var words: [String] = []
    for appearance in entry["appearances"]?.elementsIfArray ?? [] {
      switch (appearance["appearance"]?.stringValue, appearance["value"]?.stringValue) {
      case ("luminosity", "dark"?): words.insert("dark", at: 0)
      case ("contrast", "high"?): words.append("highContrast")
      default: break
      }
    }
    return words.isEmpty ? nil : words.joined(separator: "-")
  }

  /// `#rrggbbaa` of an Xcode colour object, `nil` when it is not sRGB-like. Pure.
  private static func hex(of color: JSONValue) -> String? {
    let space = color["color-space"]?.stringValue ?? "srgb"
    guard ["srgb", "extended-srgb", "display-p3"].contains(space) || space.isEmpty,
      let components = color["components"]
    else { return nil }
    var bytes: [String] = []
    for key in ["red", "green", "blue", "alpha"] {
      guard let channel = components[key].flatMap(channelValue) else {
        if key == "alpha" { bytes.append("ff"); continue }
        return nil
      }
      let byte = Int((min(max(channel, 0), 1) * 255).rounded())
      let text = String(byte, radix: 16)
      bytes.append(text.count == 1 ? "0" + text : text)
    }
    return "#" + bytes.joined()
  }

  /// A component: `"0.345"`, `"0x58"`, `"88"` (0…255) or a JSON number. Pure.
  private static func channelValue(_ value: JSONValue) -> Double? {
    let text: String
    if let number = value.numberValue {
      text = String(number)
    } else if let string = value.stringValue {
      text = string
    } else {
      return nil
    }
    if text.lowercased().hasPrefix("0x") {
      return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    guard let number = Double(text) else { return nil }
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
