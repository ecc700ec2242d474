/// A Style Dictionary build written as a script (`build.js`, `scripts/build-tokens.mjs`,
/// `tokens.config.mjs`), read as the configuration it passes: the token files its `source` and
/// `include` globs name, and what each platform's `buildPath` names as output. A glob or a
/// `buildPath` is read where the script spells it as a string literal (`source:
/// ["src/**/*.yaml"]`, `buildPath: "ios/Generated/"`) or as a constant it declares with one
/// (`const iosPath = \`ios/Sources/DesignSystem/\``, then `buildPath: iosPath`), including
/// template literals whose substitutions are such constants. Paths are taken from the folder
/// the build runs in: the script's package (the nearest folder at or above it with a
/// `package.json`), else the script's own folder.
///
/// The script is code and is not run: anything computed another way is not read, and content
/// discovery finds those files instead. A `buildPath` that holds the script, the package root
/// or the sources is never taken for output.
public enum StyleDictionaryScript {
  /// The script extensions read.
  static let extensions = ["js", "mjs", "cjs", "ts", "mts", "cts"]

  /// The largest script read, in bytes: a build script is a page or two; a bundle is not one.
  static let maximumSize = 256 * 1024

  /// Whether a path names a file that may be a token build script: a JavaScript or TypeScript
  /// file whose name says it builds (`build.js`, `build-tokens.mjs`), is about tokens
  /// (`tokens.config.mjs`) or configures Style Dictionary (`sd.config.js`,
  /// `style-dictionary.config.ts`, `config.js`), outside `node_modules`. Pure.
  public static func isScriptName(_ path: String) -> Bool {
    guard !path.contains("node_modules/") else { return false }
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    guard let dot = name.lastIndex(of: "."), extensions.contains(String(name[dot...].dropFirst()))
    else { return false }
    let stem = name[..<dot]
    return stem.contains("build") || stem.contains("token") || stem.contains("style-dictionary")
      || stem.contains("styledictionary") || stem.hasPrefix("sd.") || stem == "config"
  }

  /// The configuration `file` passes, or `nil` when it is no Style Dictionary build script
  /// (it names neither `style-dictionary` nor `StyleDictionary`) or spells out no source glob
  /// and no `buildPath`. Pure.
  static func read(_ file: SourceFile, packageFolders: Set<String>) -> StyleDictionaryConfig? {
    guard isScriptName(file.path), file.bytes.count <= maximumSize,
      ByteSearch.contains(file.bytes, "buildPath") || ByteSearch.contains(file.bytes, "source"),
      ByteSearch.contains(file.bytes, "style-dictionary")
        || ByteSearch.contains(file.bytes, "StyleDictionary")
    else { return nil }
    let constants = constants(in: file.bytes)
    let own = TokensStudioThemes.folder(of: file.path)
    var root = own
    while !packageFolders.contains(root), !root.isEmpty {
      root = TokensStudioThemes.folder(of: root)
    }
    if !packageFolders.contains(root) { root = own }
    let globs = ["include", "source"].flatMap {
      arrays(named: $0, in: file.bytes, constants: constants)
    }
    let sourceFolders = globs.map { StyleDictionaryConfig.joined(root, $0) + "/" }
    var outputs: [String] = []
    for written in buildPaths(in: file.bytes, constants: constants) {
      let folder = StyleDictionaryConfig.joined(root, written)
      guard !folder.isEmpty, folder != root, !own.hasPrefix(folder),
        !sourceFolders.contains(where: { $0.hasPrefix(folder + "/") })
      else { continue }
      let prefix = folder + "/"
      if !outputs.contains(prefix) { outputs.append(prefix) }
    }
    guard !globs.isEmpty || !outputs.isEmpty else { return nil }
    return StyleDictionaryConfig(
      path: file.path,
      sources: globs.prefix(256).map { Glob("/" + StyleDictionaryConfig.joined(root, $0)) },
      outputs: outputs
    )
  }

  /// The string literals of every array written as the value of `key` (`source: ["a/**",
  /// "b/**"]`), each element a literal or a constant of ``constants(in:)``; an element written
  /// any other way is left out. Pure; linear in the bytes.
  static func arrays(named key: String, in bytes: [UInt8], constants: [String: String])
    -> [String]
  {
    var strings: [String] = []
    for start in occurrences(of: key, in: bytes) {
      var index = skipSpaces(afterKey(start + key.utf8.count, in: bytes), in: bytes)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
      index = skipSpaces(index + 1, in: bytes)
      guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { continue }
      index = skipSpaces(index + 1, in: bytes)
      while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
        var element: String?
        if let literal = literal(at: index, in: bytes, constants: constants) {
          element = literal.value
          index = literal.end
        } else {
          let name = identifier(at: index, in: bytes)
          guard !name.isEmpty else { break }
          element = constants[name]
          index += name.utf8.count
        }
        index = skipSpaces(index, in: bytes)
        // An element that goes on (`base + "/core/*.json"`, a call) is computed: not read.
        guard index < bytes.count,
          bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "]")
        else { break }
        if let element { strings.append(element) }
        guard bytes[index] == UInt8(ascii: ",") else { break }
        index = skipSpaces(index + 1, in: bytes)
      }
    }
    return strings
  }

  /// Past the closing quote of a key written quoted (`"buildPath": …`). Pure.
  private static func afterKey(_ index: Int, in bytes: [UInt8]) -> Int {
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else { return index }
    return index + 1
  }

  /// The constants a script declares with a string or a template literal
  /// (`const iosPath = "ios/"`), by name; a template's substitutions are read from the
  /// constants declared before it. Pure; linear in the bytes.
  static func constants(in bytes: [UInt8]) -> [String: String] {
    var constants: [String: String] = [:]
    for keyword in ["const", "let", "var"] {
      for start in occurrences(of: keyword, in: bytes) {
        var index = skipSpaces(start + keyword.utf8.count, in: bytes)
        guard index > start + keyword.utf8.count else { continue }
        let name = identifier(at: index, in: bytes)
        guard !name.isEmpty else { continue }
        index = skipSpaces(index + name.utf8.count, in: bytes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
        index = skipSpaces(index + 1, in: bytes)
        if let value = literal(at: index, in: bytes, constants: constants)?.value {
          constants[name] = value
        }
      }
    }
    return constants
  }

  /// Every `buildPath` written as a literal or as a constant of ``constants(in:)``, in the
  /// order written. Pure; linear in the bytes.
  static func buildPaths(in bytes: [UInt8], constants: [String: String]) -> [String] {
    var paths: [String] = []
    for start in occurrences(of: "buildPath", in: bytes) {
      // `"buildPath": "…"`, as a JSON-like object literal writes it, too.
      var index = skipSpaces(afterKey(start + "buildPath".utf8.count, in: bytes), in: bytes)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
      index = skipSpaces(index + 1, in: bytes)
      if let literal = literal(at: index, in: bytes, constants: constants) {
        paths.append(literal.value)
      } else if let value = constants[identifier(at: index, in: bytes)] {
        paths.append(value)
      }
    }
    return paths
  }

  /// Where `word` starts in `bytes` as a word of its own (no identifier byte before or after
  /// it). Pure.
  static func occurrences(of word: String, in bytes: [UInt8]) -> [Int] {
    let pattern = Array(word.utf8)
    guard let first = pattern.first, bytes.count >= pattern.count else { return [] }
    var found: [Int] = []
    var index = 0
    while index <= bytes.count - pattern.count {
      if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern),
        index == 0 || !isIdentifierByte(bytes[index - 1]),
        index + pattern.count == bytes.count || !isIdentifierByte(bytes[index + pattern.count])
      {
        found.append(index)
        index += pattern.count
      } else {
        index += 1
      }
    }
    return found
  }

  /// The identifier starting at `index`, `""` when none does. Pure.
  static func identifier(at index: Int, in bytes: [UInt8]) -> String {
    var end = index
    while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
    guard end > index, !(bytes[index] >= 0x30 && bytes[index] <= 0x39) else { return "" }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }

  /// The string or template literal starting at `index`, with each `${name}` of a template
  /// replaced by that constant; `nil` when none starts there, it does not close on its line
  /// (a template on its own), it escapes anything, or a substitution is not a known
  /// constant. Pure.
  static func literal(at index: Int, in bytes: [UInt8], constants: [String: String])
    -> (value: String, end: Int)?
  {
    guard index < bytes.count else { return nil }
    let quote = bytes[index]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") || quote == UInt8(ascii: "`")
    else { return nil }
    var value: [UInt8] = []
    var cursor = index + 1
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == quote { return (String(decoding: value, as: UTF8.self), cursor + 1) }
      if byte == UInt8(ascii: "\\") || (byte == 0x0A && quote != UInt8(ascii: "`")) { return nil }
      if quote == UInt8(ascii: "`"), byte == UInt8(ascii: "$"), cursor + 1 < bytes.count,
        bytes[cursor + 1] == UInt8(ascii: "{")
      {
        let start = skipSpaces(cursor + 2, in: bytes)
        let name = identifier(at: start, in: bytes)
        let close = skipSpaces(start + name.utf8.count, in: bytes)
        guard close < bytes.count, bytes[close] == UInt8(ascii: "}"), let constant = constants[name]
        else { return nil }
        value += Array(constant.utf8)
        cursor = close + 1
        continue
      }
      value.append(byte)
      cursor += 1
    }
    return nil
  }

  /// The index of the first byte at or after `index` that is no space, tab or line break.
  /// Pure.
  static func skipSpaces(_ index: Int, in bytes: [UInt8]) -> Int {
    var index = index
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index
  }

  /// Whether a byte can be part of a JavaScript identifier as read here (ASCII letters,
  /// digits, `_`, `$`). Pure.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
  }
}
