import Foundation
import TokenDiffCore
import Yams

/// Finds and reads `.tokendiff.yml` (or `.yaml`, `.json`).
enum ConfigurationLoader {
  /// The file names looked for at the root of the head revision, in order.
  static let fileNames = [".tokendiff.yml", ".tokendiff.yaml", ".tokendiff.json"]

  /// Reads the configuration file at `path` on disk. Throws when it cannot be read or used.
  static func load(path: String) throws(CLIError) -> Configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableConfiguration(
        path: path,
        reason: "the file does not exist or cannot be read"
      )
    }
    return try parse([UInt8](data), source: path)
  }

  /// Reads the configuration from the root of a revision; the default when there is none.
  static func load(from reader: some RevisionReader) throws(CLIError) -> Configuration {
    let entries = try reader.entries()
    for name in fileNames {
      if let entry = entries.first(where: { $0.path == name && $0.kind == .file }) {
        return try parse(reader.contents(of: entry), source: name)
      }
    }
    return Configuration()
  }

  /// Parses JSON (by extension) or YAML configuration text. Throws with the reason.
  static func parse(_ bytes: [UInt8], source: String) throws(CLIError) -> Configuration {
    let document: JSONValue
    if source.lowercased().hasSuffix(".json") {
      do {
        document = try JSONParser.parse(bytes)
      } catch {
        throw .unreadableConfiguration(
          path: source,
          reason: "line \(error.position.line), column \(error.position.column): \(error.message)"
        )
      }
    } else {
      document = try YAMLDocument.parse(String(decoding: bytes, as: UTF8.self), source: source)
    }
    do {
      return try Configuration(from: document, source: source)
    } catch {
      throw .invalidConfiguration(error.message)
    }
  }
}

/// Converts YAML into the same ``JSONValue`` tree JSON configuration gives, with line numbers.
enum YAMLDocument {
  static func parse(_ text: String, source: String) throws(CLIError) -> JSONValue {
    let node: Node?
    do {
      node = try compose(yaml: text)
    } catch {
      throw .unreadableConfiguration(path: source, reason: "not valid YAML: \(error)")
    }
    guard let node else { return JSONValue(.null) }
    var budget = maximumValues
    guard let value = convert(node, budget: &budget) else {
      throw .unreadableConfiguration(
        path: source,
        reason: "it expands to more than \(maximumValues) values (YAML anchors and aliases?)"
      )
    }
    return value
  }

  /// A plain scalar written as a decimal number, as YAML 1.2's core schema reads one (`12`,
  /// `-3.5`, `4.5e1`), or `nil`. Yams's number constructors are not used: they follow YAML
  /// 1.1, whose base-60 integers (`190:20:30`) overflow into a crash on long digits
  /// (`3333333733666666636:666333333333`, found by fuzzing); such text stays a string. Pure.
  static func decimalNumber(_ text: String) -> Double? {
    // Within these characters `Double` parses exactly the decimal forms (`e5`, `.` and `-` are
    // not numbers); `inf`, `nan` and hexadecimal floats cannot get through.
    let allowed = Set("0123456789+-.eE".utf8)
    guard text.utf8.allSatisfy(allowed.contains), let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  /// A configuration is a few dozen values; this bounds what YAML aliases can expand to.
  static let maximumValues = 100_000

  /// The JSON form of a node, or `nil` when it has more values than `budget` allows.
  private static func convert(_ node: Node, budget: inout Int) -> JSONValue? {
    budget -= 1
    guard budget >= 0 else { return nil }
    let position = TextPosition(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    switch node {
    case .scalar(let scalar):
      if scalar.style == .plain {
        if node.null != nil { return JSONValue(.null, at: position) }
        if let flag = node.bool { return JSONValue(.bool(flag), at: position) }
        if let number = decimalNumber(scalar.string) {
          return JSONValue(.number(number, text: scalar.string), at: position)
        }
      }
      return JSONValue(.string(scalar.string), at: position)
    case .mapping(let mapping):
      var members: [JSONMember] = []
      for pair in mapping {
        guard let key = convert(pair.key, budget: &budget),
          let value = convert(pair.value, budget: &budget)
        else { return nil }
        members.append(
          JSONMember(
            key: pair.key.string ?? key.stringValue ?? "",
            keyPosition: key.position,
            value: value
          )
        )
      }
      return JSONValue(.object(members), at: position)
    case .sequence(let sequence):
      var elements: [JSONValue] = []
      for element in sequence {
        guard let value = convert(element, budget: &budget) else { return nil }
        elements.append(value)
      }
      return JSONValue(.array(elements), at: position)
    case .alias:
      return JSONValue(.null, at: position)
    }
  }
}
