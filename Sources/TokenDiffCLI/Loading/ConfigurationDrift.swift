import Foundation

/// Whether the configuration file in the working tree differs from the one a report read from
/// a commit: an uncommitted `.tokendiff.yml` is not used for `A..B`, and people expect it to be.
enum ConfigurationDrift {
  /// A note saying which configuration the report used and how to use the other, `nil` when
  /// the working tree's and the revision's are the same (or neither has one). Reads the
  /// working tree's files; throws nothing (an unreadable file is simply not compared).
  static func note(workingTree folder: String, head: any RevisionReader, headName: String)
    -> String?
  {
    let committed = committedFile(head)
    var onDisk: (name: String, bytes: [UInt8])?
    for name in ConfigurationLoader.fileNames {
      let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
      if let data = FileManager.default.contents(atPath: path) {
        onDisk = (name, [UInt8](data))
        break
      }
    }
    switch (committed, onDisk) {
    case (nil, nil):
      return nil
    case (let committed?, let onDisk?)
    where committed.name == onDisk.name
      && committed.bytes == onDisk.bytes:
      return nil
    case (nil, let onDisk?):
      return """
        note: the working tree has \(onDisk.name), but '\(headName)' has none, so this report uses the default configuration.
        hint: commit it, or pass --config \(onDisk.name) to use it
        """
    case (let committed?, nil):
      return """
        note: this report uses the \(committed.name) of '\(headName)'; the working tree has none.
        """
    case (let committed?, let onDisk?):
      return """
        note: the working tree's \(onDisk.name) differs from the \(committed.name) of '\(headName)', which this report uses.
        hint: commit it, or pass --config \(onDisk.name) to use it
        """
    }
  }

  private static func committedFile(_ reader: any RevisionReader) -> (
    name: String, bytes: [UInt8]
  )? {
    guard let entries = try? reader.entries() else { return nil }
    for name in ConfigurationLoader.fileNames {
      if let entry = entries.first(where: { $0.path == name && $0.kind == .file }),
        let bytes = try? reader.contents(of: entry)
      {
        return (name, bytes)
      }
    }
    return nil
  }
}
