import Testing

@testable import TokenDiffReports

/// The printer's layout, whether an array is written on one core or in chunks side by side.
@Suite struct JSONOutputTests {
  @Test func aLongArrayIsPrintedAsAShortOneWould() {
    // 1,000 elements: written in chunks of 256 on several cores, then joined.
    let elements = (0..<1_000).map { index -> JSONOutput in
      .object([
        "b": .number(index), "a": .string("t\(index)"), "c": .array([.bool(index % 2 == 0)]),
      ])
    }
    let printed = JSONOutput.object(["list": .array(elements), "n": .null]).printed()
    var expected = "{\n  \"list\": [\n"
    for index in 0..<1_000 {
      expected += "    {\n      \"a\": \"t\(index)\",\n      \"b\": \(index),\n"
      expected += "      \"c\": [\n        \(index % 2 == 0)\n      ]\n    }"
      expected += index == 999 ? "\n" : ",\n"
    }
    expected += "  ],\n  \"n\": null\n}\n"
    #expect(printed == expected)
  }

  @Test func emptyAndOneElementArrays() {
    #expect(JSONOutput.array([]).printed() == "[]\n")
    #expect(JSONOutput.array([.number(1)]).printed() == "[\n  1\n]\n")
    #expect(JSONOutput.object([:]).printed() == "{}\n")
  }
}
