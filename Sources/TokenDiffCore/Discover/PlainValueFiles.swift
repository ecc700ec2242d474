/// Files of plain values that token files reference: a JSON object without token objects
/// (`{"hue": {"red": 0}}`) whose top-level name some file's reference starts with (`{hue.red}`).
/// Style Dictionary reads references against everything its sources hold, so such a file is a
/// source of its build (see ``StyleDictionaryPlainValues``), not a stray document.
enum PlainValueFiles {
  /// The first names of the references written in `files` (`{hue.red}` → `hue`, `{alpha}` →
  /// `alpha`). Linear in the bytes; a name longer than ``longestName`` is left out. Pure.
  static func referencedRoots(in files: [SourceFile]) -> Set<String> {
    var roots = Set<String>()
    for file in files {
      let bytes = file.bytes
      var index = 0
      while index < bytes.count {
        defer { index += 1 }
        guard bytes[index] == UInt8(ascii: "{") else { continue }
        var end = index + 1
        while end < bytes.count, end - index <= longestName, isNameByte(bytes[end]) { end += 1 }
        guard end > index + 1, end < bytes.count,
          bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "}")
        else { continue }
        roots.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
        index = end - 1
      }
    }
    return roots
  }

  /// The longest first name a reference is taken to have.
  static let longestName = 64

  /// Whether `file`, a JSON or JSON5 object, has a top-level name in `roots` that no other of
  /// `files` writes as a key: the references' values are then its own, not a snapshot's or a
  /// keyword list's copy of names the token files define. Linear in the bytes of `files` per
  /// such name. Pure.
  static func isReferenced(_ file: SourceFile, roots: Set<String>, among files: [SourceFile])
    -> Bool
  {
    guard !roots.isEmpty, JSONDialect(path: file.path) != .yaml,
      let root = try? JSONParser.parse(file.bytes, dialect: JSONDialect(path: file.path)),
      let members = root.members
    else { return false }
    return members.lazy.map(\.key).filter(roots.contains).contains { key in
      !files.contains { $0.path != file.path && writesKey(key, in: $0.bytes) }
    }
  }

  /// Whether `key` is written as an object key in `bytes` (`"key":`, `'key':`, or JSON5's bare
  /// `key:`): an occurrence (``ByteSearch``) with no name byte before it and, after its closing
  /// quote if any and spaces, a colon. Linear. Pure.
  static func writesKey(_ key: String, in bytes: [UInt8]) -> Bool {
    let length = key.utf8.count
    guard length > 0 else { return false }
    return ByteSearch.offsets(of: key, in: bytes, upTo: .max).contains { start in
      if start > 0, isNameByte(bytes[start - 1]) { return false }
      var after = start + length
      if after < bytes.count,
        bytes[after] == UInt8(ascii: "\"") || bytes[after] == UInt8(ascii: "'")
      {
        after += 1
      }
      while after < bytes.count,
        bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t")
      {
        after += 1
      }
      return after < bytes.count && bytes[after] == UInt8(ascii: ":")
    }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}
