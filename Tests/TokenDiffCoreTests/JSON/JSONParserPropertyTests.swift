import Testing
import TokenDiffCore

/// Random documents, serialised with random spacing and escapes, must parse back to the value they
/// were written from, positions included.
@Suite struct JSONParserPropertyTests {
  /// A small deterministic generator (SplitMix64).
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Writes a random value while tracking the line and column of what it writes.
  struct Writer {
    var random: SeededGenerator
    var text = ""
    var line = 1
    var column = 1

    var position: TextPosition { TextPosition(line: line, column: column) }

    mutating func emit(_ piece: String) {
      text += piece
      column += piece.unicodeScalars.count
    }

    mutating func space() {
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: emit(" ")
        case 1: emit("\t")
        case 2: emit("  ")
        case 3:
          text += "\n"
          line += 1
          column = 1
        default:
          text += "\r\n"
          line += 1
          column = 1
        }
      }
    }

    mutating func value(depth: Int) -> JSONValue {
      let position = position
      let choice =
        depth == 0
        ? Int.random(in: 6...7, using: &random)
        : Int.random(in: 0..<(depth < 4 ? 9 : 6), using: &random)
      switch choice {
      case 0:
        emit("null")
        return JSONValue(.null, at: position)
      case 1:
        let flag = Bool.random(using: &random)
        emit(flag ? "true" : "false")
        return JSONValue(.bool(flag), at: position)
      case 2, 3:
        let (text, number) = numberText()
        emit(text)
        return JSONValue(.number(number, text: text), at: position)
      case 4, 5:
        return JSONValue(.string(string()), at: position)
      case 6:
        emit("[")
        var elements: [JSONValue] = []
        for index in 0..<Int.random(in: 0...4, using: &random) {
          if index > 0 { emit(",") }
          space()
          elements.append(value(depth: depth + 1))
          space()
        }
        emit("]")
        return JSONValue(.array(elements), at: position)
      default:
        emit("{")
        var members: [JSONMember] = []
        let keys = ["a", "b", "$value", "é", "😀", "a"]
        for index in 0..<Int.random(in: 0...4, using: &random) {
          if index > 0 { emit(",") }
          space()
          let keyPosition = self.position
          let key: String
          if Bool.random(using: &random) {
            key = keys.randomElement(using: &random) ?? "a"
            emit("\"\(key)\"")
          } else {
            key = string()
          }
          space()
          emit(":")
          space()
          members.append(
            JSONMember(key: key, keyPosition: keyPosition, value: value(depth: depth + 1))
          )
          space()
        }
        emit("}")
        return JSONValue(.object(members), at: position)
      }
    }

    /// A random number's text and the value the standard library reads from it.
    mutating func numberText() -> (String, Double) {
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        let integer = Int.random(in: -1_000_000...1_000_000, using: &random)
        return ("\(integer)", Double(integer))
      case 1:
        var number: Double
        repeat {
          number = Double(bitPattern: random.next())
        } while !number.isFinite
        return ("\(number)", number)
      default:
        while true {
          var text = Bool.random(using: &random) ? "-" : ""
          let digits = Int.random(in: 1...20, using: &random)
          text +=
            digits == 1
            ? "\(Int.random(in: 0...9, using: &random))"
            : "\(Int.random(in: 1...9, using: &random))"
          for _ in 1..<digits { text += "\(Int.random(in: 0...9, using: &random))" }
          if Bool.random(using: &random) {
            text += "."
            for _ in 0..<Int.random(in: 1...20, using: &random) {
              text += "\(Int.random(in: 0...9, using: &random))"
            }
          }
          if Bool.random(using: &random) {
            text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &random) ?? "e"
            text += "\(Int.random(in: 0...330, using: &random))"
          }
          if let number = Double(text), number.isFinite { return (text, number) }
        }
      }
    }

    /// Writes a random string literal and returns the string it stands for.
    mutating func string() -> String {
      let pools: [[Unicode.Scalar]] = [
        Array("abcXYZ019 $-_./".unicodeScalars),
        [
          "\"", "\\", "/", "\u{0}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}", "\u{1F}", "\u{7F}",
        ],
        ["é", "€", "中", "\u{2028}", "\u{FEFF}", "\u{FFFD}"],
        ["😀", "𝄞", "\u{10FFFF}"],
      ]
      var result = ""
      emit("\"")
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        let pool = pools.randomElement(using: &random) ?? pools[0]
        let scalar = pool.randomElement(using: &random) ?? "a"
        result.unicodeScalars.append(scalar)
        emit(escaped(scalar))
      }
      emit("\"")
      return result
    }

    mutating func escaped(_ scalar: Unicode.Scalar) -> String {
      let short: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\u{8}": "\\b", "\u{C}": "\\f", "\n": "\\n", "\r": "\\r",
        "\t": "\\t",
      ]
      let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
      if !mustEscape, Bool.random(using: &random) { return String(scalar) }
      if let text = short[scalar], Bool.random(using: &random) { return text }
      if scalar == "/", Bool.random(using: &random) { return "\\/" }
      let units = Array(String(scalar).utf16)
      return units.map { unit in
        let hex = String(unit, radix: 16, uppercase: Bool.random(using: &random))
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }.joined()
    }
  }

  @Test func randomDocumentsParseBackToTheirValues() throws {
    var writer = Writer(random: SeededGenerator(state: 20_251_028))
    for _ in 0..<400 {
      writer.text = ""
      writer.line = 1
      writer.column = 1
      writer.space()
      let expected = writer.value(depth: 0)
      writer.space()
      let bytes = Array(writer.text.utf8)
      let parsed = try JSONParser.parse(bytes)
      #expect(parsed == expected, "\(writer.text)")
      let asJSON5 = try JSONParser.parse(bytes, dialect: .json5)
      #expect(asJSON5 == expected, "\(writer.text)")
    }
  }
}
