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
  /// file whose name says it builds (`build.js`, `build-tokens.mjs`), transforms
  /// (`transform.mjs`, which pine's package script runs), is about tokens
  /// (`tokens.config.mjs`) or configures Style Dictionary (`sd.config.js`,
  /// `style-dictionary.config.ts`, `config.js`), outside `node_modules`. Pure.
  public static func isScriptName(_ path: String) -> Bool {
    guard !path.contains("node_modules/") else { return false }
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    guard let dot = name.lastIndex(of: "."), extensions.contains(String(name[dot...].dropFirst()))
    else { return false }
    let stem = name[..<dot]
    return stem.contains("build") || stem.contains("token") || stem.contains("style-dictionary")
      || stem.contains("transform")
      || stem.contains("styledictionary") || stem.hasPrefix("sd.") || stem == "config"
  }

  /// Whether a script's name says it configures Style Dictionary (`sd.config.ts`,
  /// `style-dictionary.config.mjs`, `styledictionary.config.js`). Pure.
  static func namesStyleDictionary(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    return name.hasPrefix("sd.config.") || name.hasPrefix("style-dictionary.config.")
      || name.hasPrefix("styledictionary.config.")
  }

  /// The configuration `file` passes, or `nil` when it is no Style Dictionary build script
  /// (it names neither `style-dictionary` nor `StyleDictionary`, and its name does not say it
  /// configures Style Dictionary, as `sd.config.ts` run by `style-dictionary build --config`
  /// does) or spells out no source glob and no `buildPath`. A glob through `node_modules` names the workspace package of that name
  /// (``WorkspacePackages``). Pure.
  static func read(
    _ file: SourceFile,
    packageFolders: Set<String>,
    packages: WorkspacePackages = WorkspacePackages()
  ) -> StyleDictionaryConfig? {
    guard isScriptName(file.path), file.bytes.count <= maximumSize,
      ByteSearch.contains(file.bytes, "buildPath") || ByteSearch.contains(file.bytes, "source"),
      ByteSearch.contains(file.bytes, "style-dictionary")
        || ByteSearch.contains(file.bytes, "StyleDictionary") || namesStyleDictionary(file.path)
    else { return nil }
    let code = codeMask(file.bytes)
    let constants = constants(in: file.bytes, code: code)
    let own = TokensStudioThemes.folder(of: file.path)
    let root = PackageToolchains.buildFolder(of: file.path, packageFolders: packageFolders)
    let globs = StyleDictionaryConfig.sourceGlobs(
      ["include", "source"].flatMap {
        arrays(named: $0, in: file.bytes, code: code, constants: constants)
      },
      from: root,
      packages: packages
    )
    let sourceFolders = globs.map { $0 + "/" }
    var outputs: [String] = []
    for written in buildPaths(in: file.bytes, code: code, constants: constants) {
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
      sources: globs.map { Glob("/" + $0) },
      outputs: outputs
    )
  }

  /// The string literals of every array written as the value of `key` (`source: ["a/**",
  /// "b/**"]`), each element a literal or a constant of ``constants(in:)``, or a template a
  /// loop fills in (`` `${SRC}/${theme}.json` `` is `SRC`'s folder and `/*.json`) when it
  /// names a folder before its first wildcard (``isAnchored(_:)``); an element written any
  /// other way is left out. Pure; linear in the bytes.
  static func arrays(
    named key: String,
    in bytes: [UInt8],
    code: [Bool],
    constants: [String: String]
  ) -> [String] {
    var strings: [String] = []
    for start in occurrences(of: key, in: bytes, code: code) {
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
        } else if let filled = literal(at: index, in: bytes, constants: constants, wildcards: true)
        {
          element = Self.isAnchored(filled.value) ? filled.value : nil
          index = filled.end
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

  /// Whether a glob a loop fills in names a folder before its first wildcard
  /// (`./src/output/*.json`, `tokens/*/*.json`): one filled in from its first segment
  /// (`*/**/*.json`) could be any folder of the package, its build output too. Pure.
  static func isAnchored(_ glob: String) -> Bool {
    guard let star = glob.firstIndex(where: { "*?[{".contains($0) }) else { return true }
    let folders = glob[..<star].split(separator: "/").filter { $0 != "." && $0 != ".." }
    return glob[..<star].hasSuffix("/") ? !folders.isEmpty : folders.count > 1
  }

  /// Past the closing quote of a key written quoted (`"buildPath": …`). Pure.
  private static func afterKey(_ index: Int, in bytes: [UInt8]) -> Int {
    guard index < bytes.count, isQuote(bytes[index]) else { return index }
    return index + 1
  }

  /// The constants a script declares with a string or a template literal
  /// (`const iosPath = "ios/"`), by name, in the order written (a later declaration of a name
  /// replaces an earlier one); a template's substitutions are read from the constants declared
  /// before it. A value longer than ``maximumValueLength`` is not read: substitutions of
  /// substitutions would otherwise double a value at each line. Pure; linear in the bytes.
  static func constants(in bytes: [UInt8], code: [Bool]) -> [String: String] {
    let declarations = ["const", "let", "var"].flatMap { keyword in
      occurrences(of: keyword, in: bytes, code: code).map { ($0, keyword.utf8.count) }
    }.sorted { $0.0 < $1.0 }
    var constants: [String: String] = [:]
    for (start, length) in declarations {
      var index = skipSpaces(start + length, in: bytes)
      guard index > start + length else { continue }
      let name = identifier(at: index, in: bytes)
      guard !name.isEmpty else { continue }
      index = skipSpaces(index + name.utf8.count, in: bytes)
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
      index = skipSpaces(index + 1, in: bytes)
      if let value = literal(at: index, in: bytes, constants: constants)?.value {
        constants[name] = value
      }
    }
    return constants
  }

  /// The longest constant read, in bytes: a path is short.
  static let maximumValueLength = 1024

  /// Every `buildPath` written as a literal or as a constant of ``constants(in:)``, in the
  /// order written. Pure; linear in the bytes.
  static func buildPaths(in bytes: [UInt8], code: [Bool], constants: [String: String])
    -> [String]
  {
    var paths: [String] = []
    for start in occurrences(of: "buildPath", in: bytes, code: code) {
      // `"buildPath": "…"`, as a JSON-like object literal writes it, too.
      var index = skipSpaces(afterKey(start + "buildPath".utf8.count, in: bytes), in: bytes)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
      index = skipSpaces(index + 1, in: bytes)
      // A path that goes on (`iosRoot + "Generated/"`, a call) is computed: not read.
      var value: String?
      if let literal = literal(at: index, in: bytes, constants: constants) {
        (value, index) = (literal.value, literal.end)
      } else {
        let name = identifier(at: index, in: bytes)
        (value, index) = (constants[name], index + name.utf8.count)
      }
      index = skipSpaces(index, in: bytes)
      guard let value,
        index == bytes.count || [",", "}"].map({ UInt8(ascii: $0) }).contains(bytes[index])
      else { continue }
      paths.append(value)
    }
    return paths
  }

  /// Where `word` starts in `bytes` as a word of its own (no identifier byte before or after
  /// it), in code (`code`, ``codeMask(_:)``) or right after the opening quote of a string (a
  /// quoted key), never in a comment. Pure.
  static func occurrences(of word: String, in bytes: [UInt8], code: [Bool]) -> [Int] {
    let pattern = Array(word.utf8)
    guard let first = pattern.first, bytes.count >= pattern.count else { return [] }
    var found: [Int] = []
    var index = 0
    while index <= bytes.count - pattern.count {
      if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern),
        code[index] || (index > 0 && code[index - 1] && isQuote(bytes[index - 1])),
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

  /// For each byte, whether it is code: not in a comment (`//` to the end of the line, `/*`
  /// to `*/`) and not inside a string or template literal (its quotes are code). Regular
  /// expression literals are read as code. Pure; linear in the bytes.
  static func codeMask(_ bytes: [UInt8]) -> [Bool] {
    var mask = [Bool](repeating: true, count: bytes.count)
    var index = 0
    let slash = UInt8(ascii: "/")
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if byte == slash, next == slash {
        while index < bytes.count, bytes[index] != 0x0A {
          mask[index] = false
          index += 1
        }
      } else if byte == slash, next == UInt8(ascii: "*") {
        mask[index] = false
        mask[index + 1] = false
        index += 2
        while index < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
            && bytes[index + 1] == slash)
        {
          mask[index] = false
          index += 1
        }
        for end in index..<min(index + 2, bytes.count) { mask[end] = false }
        index += 2
      } else if isQuote(byte) {
        index += 1
        while index < bytes.count, bytes[index] != byte {
          if bytes[index] == 0x0A, byte != UInt8(ascii: "`") { break }
          mask[index] = false
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
            mask[index + 1] = false
            index += 1
          }
          index += 1
        }
        index += 1
      } else {
        index += 1
      }
    }
    return mask
  }

  /// Whether a byte opens or closes a JavaScript string: `"`, `'` or a backtick. Pure.
  static func isQuote(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`")
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
  /// constant. With `wildcards`, a substitution of any other name (`${theme}`,
  /// `${set.name}`) is the glob `*`, the one part of a path a loop fills in. Pure.
  static func literal(
    at index: Int,
    in bytes: [UInt8],
    constants: [String: String],
    wildcards: Bool = false
  )
    -> (value: String, end: Int)?
  {
    guard index < bytes.count else { return nil }
    let quote = bytes[index]
    guard isQuote(quote) else { return nil }
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
        var close = skipSpaces(start + name.utf8.count, in: bytes)
        if let constant = constants[name], close < bytes.count, bytes[close] == UInt8(ascii: "}") {
          value += Array(constant.utf8)
        } else {
          // A member of what a loop names (`${set.name}`) is as unknown as the name.
          while wildcards, !name.isEmpty, close < bytes.count,
            isIdentifierByte(bytes[close]) || bytes[close] == UInt8(ascii: ".")
          {
            close += 1
          }
          guard wildcards, !name.isEmpty, close < bytes.count, bytes[close] == UInt8(ascii: "}")
          else { return nil }
          value.append(UInt8(ascii: "*"))
        }
        guard value.count <= maximumValueLength else { return nil }
        cursor = close + 1
        continue
      }
      value.append(byte)
      guard value.count <= maximumValueLength else { return nil }
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
