import Foundation
import TokenDiffCore

/// The one-shot modes hyperfine times as whole processes: `floor`, `read-only`, `parse-only`.
enum OneShot {
  /// Reads both revisions, parses what the mode asks for, and prints what was done.
  static func run(_ arguments: BenchArguments) throws(BenchError) {
    let (base, head) = try TokenBlobs.read(arguments)
    var values = 0
    var unparsable = 0
    for file in base.files + head.files {
      let count: Int?
      switch arguments.mode {
      case .floor: count = floorParse(file)
      case .parseOnly: count = tokenDiffParse(file)
      case .readOnly, .stages, .impact, .contrast, .swift, .discover, .scale: count = 0
      }
      if let count { values += count } else { unparsable += 1 }
    }
    let kept = base.files.count + head.files.count
    let bytes = base.bytesKept + head.bytesKept
    print(
      "\(arguments.mode.rawValue): \(kept) files, \(bytes) bytes kept "
        + "(\(base.files.count) + \(head.files.count)); "
        + "\(base.blobsRead + head.blobsRead) blobs, \(base.bytesRead + head.bytesRead) bytes read; "
        + "\(values) top-level values, \(unparsable) files not parsable"
    )
  }

  /// Parses one file with Foundation's `JSONSerialization`, the floor parser. JSON5 files,
  /// which `JSONSerialization` cannot read, go through `TokenDiffCore.JSONParser`.
  /// Returns how many top-level members or elements the document has, `nil` when it is not
  /// valid (tokendiff reports such a file as a finding and goes on, and so does the floor).
  static func floorParse(_ file: SourceFile) -> Int? {
    if isJSON5(file) { return tokenDiffParse(file) }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(
        with: Data(file.bytes),
        options: [.fragmentsAllowed]
      )
    } catch {
      return nil
    }
    switch object {
    case let dictionary as [String: Any]: return dictionary.count
    case let array as [Any]: return array.count
    default: return 1
    }
  }

  /// Parses one file with `TokenDiffCore.JSONParser`, in the dialect tokendiff uses for it.
  static func tokenDiffParse(_ file: SourceFile) -> Int? {
    guard let value = try? JSONParser.parse(file.bytes, dialect: isJSON5(file) ? .json5 : .json)
    else { return nil }
    return value.members?.count ?? 1
  }

  static func isJSON5(_ file: SourceFile) -> Bool {
    file.path.lowercased().hasSuffix(".json5")
  }
}
