internal import CYaml

/// Reads a YAML document into the tree ``JSONParser`` makes, with each value's and key's line
/// and column, so a token file written in YAML (Red Hat's `tokens/**/*.yml`, Style
/// Dictionary's `parsers: [yaml]`) is read like its JSON twin.
///
/// Scalars are typed by ``YAMLScalar`` (the YAML 1.2 core schema). Anchors and aliases are
/// expanded, and a plain merge key (`<<: *base`) gives a mapping the members it does not write
/// itself.
///
/// Hostile input is bounded: a file holds one document; nesting deeper than
/// ``JSONParser/maximumDepth``, counting what aliases bring in, is an error; aliases may expand
/// the tree to at most ``expansionFactor`` units per byte of input, a unit being a value or 16
/// bytes of a scalar's text (a "billion laughs" of nested aliases, or a long scalar aliased
/// thousands of times, is an error, not an exhausted machine); a mapping key must be a scalar.
/// The events come from libyaml, which keeps its own state on the heap, and are assembled here
/// on an explicit stack, so no input recurses. Pure: bytes in, tree or error out.
enum YAMLReader {
  /// The most units (a value, or 16 bytes of a scalar's text) a byte of input may expand to
  /// through aliases; what is written without them takes at least a byte per unit.
  static let expansionFactor = 16

  /// Parses `bytes` as one YAML document. An empty document is `null`. Throws a
  /// ``JSONParseError`` at the place libyaml or a bound stopped reading.
  static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw JSONParseError(message: "out of memory", position: TextPosition(line: 1, column: 1))
    }
    defer { yaml_parser_delete(&parser) }
    let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var assembler = Assembler(budget: max(4096, bytes.count * expansionFactor))
      return Result { () throws(JSONParseError) -> JSONValue in
        try assembler.run(&parser)
      }
    }
    return try result.get()
  }

  /// Builds the tree from libyaml's events.
  private struct Assembler {
    /// A sequence or mapping being read.
    struct Frame {
      var isMapping: Bool
      var position: TextPosition
      var anchor: String?
      var elements: [JSONValue] = []
      var members: [JSONMember] = []
      /// Members of mappings merged in with `<<`, which the mapping's own keys override.
      var merged: [JSONMember] = []
      /// A mapping's key read, waiting for its value.
      var key: (text: String, position: TextPosition, merges: Bool)?
      /// The units this frame holds so far, aliases counted as what they expand to.
      var size = 1
      /// The levels of nesting under this frame, aliases counted as what they bring in.
      var height = 1
    }

    /// What a finished value costs: its units and its levels of nesting.
    struct Weight {
      var size: Int
      var height: Int
    }

    /// How many more units the tree may hold.
    var budget: Int
    var stack: [Frame] = []
    var anchors: [String: (value: JSONValue, weight: Weight)] = [:]
    var root: JSONValue?
    var documents = 0

    init(budget: Int) {
      self.budget = budget
    }

    /// Reads the events of `parser` to the end of the stream. Throws libyaml's error, or a
    /// bound's, at its place.
    mutating func run(_ parser: inout yaml_parser_t) throws(JSONParseError) -> JSONValue {
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { throw Self.error(of: parser) }
        defer { yaml_event_delete(&event) }
        let position = Self.position(event.start_mark)
        switch event.type {
        case YAML_STREAM_END_EVENT:
          return root ?? JSONValue(.null, at: TextPosition(line: 1, column: 1))
        case YAML_DOCUMENT_START_EVENT:
          documents += 1
          guard documents == 1 else {
            throw JSONParseError(
              message: "a token file holds one YAML document; a second starts here",
              position: position
            )
          }
        case YAML_SCALAR_EVENT:
          let scalar = event.data.scalar
          let text = Self.string(scalar.value, length: scalar.length)
          let tag = Self.optionalString(scalar.tag)
          let plain = scalar.style == YAML_PLAIN_SCALAR_STYLE
          let value = JSONValue(YAMLScalar.kind(of: text, tag: tag, plain: plain), at: position)
          let weight = Weight(size: 1 + text.utf8.count / 16, height: 0)
          try spend(weight.size, at: position)
          try place(
            value,
            weight,
            anchor: Self.optionalString(scalar.anchor),
            at: position,
            plain: plain && tag == nil
          )
        case YAML_ALIAS_EVENT:
          let name = Self.optionalString(event.data.alias.anchor) ?? ""
          guard let anchored = anchors[name] else {
            throw JSONParseError(message: "no anchor named '\(name)'", position: position)
          }
          guard stack.count + anchored.weight.height <= JSONParser.maximumDepth else {
            throw Self.tooDeep(at: position)
          }
          try spend(anchored.weight.size, at: position)
          try place(anchored.value, anchored.weight, anchor: nil, at: position, plain: false)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
          guard stack.count < JSONParser.maximumDepth else { throw Self.tooDeep(at: position) }
          let isMapping = event.type == YAML_MAPPING_START_EVENT
          let anchor =
            isMapping
            ? Self.optionalString(event.data.mapping_start.anchor)
            : Self.optionalString(event.data.sequence_start.anchor)
          try spend(1, at: position)
          stack.append(Frame(isMapping: isMapping, position: position, anchor: anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          guard let frame = stack.popLast() else { continue }
          let value: JSONValue
          if frame.isMapping {
            let own = Set(frame.members.map(\.key))
            var seen = Set<String>()
            let merged = frame.merged.filter {
              !own.contains($0.key) && seen.insert($0.key).inserted
            }
            value = JSONValue(.object(merged + frame.members), at: frame.position)
          } else {
            value = JSONValue(.array(frame.elements), at: frame.position)
          }
          try place(
            value,
            Weight(size: frame.size, height: frame.height),
            anchor: frame.anchor,
            at: frame.position,
            plain: false
          )
        default:
          continue
        }
      }
    }

    static func tooDeep(at position: TextPosition) -> JSONParseError {
      JSONParseError(
        message: "nesting deeper than \(JSONParser.maximumDepth) levels",
        position: position
      )
    }

    /// Takes `size` units from the budget; throws when it is spent.
    private mutating func spend(_ size: Int, at position: TextPosition) throws(JSONParseError) {
      budget -= size
      guard budget >= 0 else {
        throw JSONParseError(
          message:
            "aliases expand this document past \(YAMLReader.expansionFactor) values per byte of it",
          position: position
        )
      }
    }

    /// Puts a finished value where it belongs: a key or value of the open mapping, an element
    /// of the open sequence, or the document's root. `plain` says the value is an untagged
    /// plain scalar, the only kind of key that merges (`<<`). Throws for a key that is no
    /// scalar.
    private mutating func place(
      _ value: JSONValue,
      _ weight: Weight,
      anchor: String?,
      at position: TextPosition,
      plain: Bool
    ) throws(JSONParseError) {
      if let anchor { anchors[anchor] = (value, weight) }
      guard var frame = stack.popLast() else {
        root = value
        return
      }
      frame.size += weight.size
      frame.height = max(frame.height, weight.height + 1)
      if !frame.isMapping {
        frame.elements.append(value)
      } else if let key = frame.key {
        frame.key = nil
        if key.merges, let merged = Self.mergedMembers(value) {
          frame.merged += merged
        } else {
          frame.members.append(JSONMember(key: key.text, keyPosition: key.position, value: value))
        }
      } else {
        guard let text = Self.keyText(value) else {
          throw JSONParseError(
            message: "a mapping key must be a string, number, boolean or null",
            position: position
          )
        }
        frame.key = (text, position, plain && text == "<<")
      }
      stack.append(frame)
    }

    /// The members a merge key's value brings: a mapping's, or those of a sequence of
    /// mappings, earlier ones first (the earliest wins). `nil` for anything else, which is then
    /// an ordinary `<<` member.
    private static func mergedMembers(_ value: JSONValue) -> [JSONMember]? {
      switch value.kind {
      case .object(let members): return members
      case .array(let elements):
        var members: [JSONMember] = []
        for element in elements {
          guard case .object(let more) = element.kind else { return nil }
          members += more
        }
        return members
      default: return nil
      }
    }

    /// A scalar key's text, as js-yaml and the `yaml` package turn keys into property names: a
    /// number by its value (`05` and `5` are the key `5`, `0x1F` is `31`).
    private static func keyText(_ value: JSONValue) -> String? {
      switch value.kind {
      case .string(let text): text
      case .number(let number, _): formatNumber(number)
      case .bool(let flag): flag ? "true" : "false"
      case .null: "null"
      case .array, .object: nil
      }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int)
      -> String
    {
      guard let pointer else { return "" }
      return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private static func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
      guard let pointer else { return nil }
      return String(cString: pointer)
    }

    /// libyaml counts lines and columns from 0, in characters.
    static func position(_ mark: yaml_mark_t) -> TextPosition {
      TextPosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// libyaml's own account of why it stopped. Its nesting limit (1,000 levels) is above
    /// ours, so what it rejects is deeper than ours too, and said in the same words.
    static func error(of parser: yaml_parser_t) -> JSONParseError {
      let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
      let context = parser.context.map { String(cString: $0) }
      let message =
        problem.hasPrefix("Maximum nesting level")
        ? "nesting deeper than \(JSONParser.maximumDepth) levels"
        : context.map { "\(problem) \($0)" } ?? problem
      return JSONParseError(message: message, position: position(parser.problem_mark))
    }
  }
}
