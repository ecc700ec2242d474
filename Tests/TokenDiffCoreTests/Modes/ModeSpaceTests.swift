import Testing

@testable import TokenDiffCore

/// Describing a set of modes over their dimensions, in the fewest boxes.
struct ModeSpaceTests {
  /// Colour scheme × size × typography: 2 × 3 × 2 modes.
  private let space = ModeSpace(
    ["Dark", "Light"].flatMap { scheme in
      ["small", "medium", "large"].flatMap { size in
        ["Primary", "Secondary"].map { "Color scheme=\(scheme), Size=\(size), Typography=\($0)" }
      }
    }
  )

  @Test func everyModeOfOneValueIsThatValue() {
    let dark = space.modes.filter { $0.hasPrefix("Color scheme=Dark") }
    let boxes = space.describe(dark)
    #expect(boxes.map(\.description) == ["Color scheme=Dark"])
  }

  @Test func everyModeIsNoConstraint() {
    #expect(space.describe(space.modes).map(\.description) == [nil])
  }

  @Test func oneModeKeepsEveryDimensionThatVaries() {
    let boxes = space.describe(["Color scheme=Light, Size=small, Typography=Secondary"])
    #expect(boxes.map(\.description) == ["Color scheme=Light, Size=small, Typography=Secondary"])
  }

  @Test func aUnionOfTwoBoxesIsTwoDescriptions() {
    let subset = space.modes.filter {
      $0.hasPrefix("Color scheme=Dark") || $0.contains("Size=large")
    }
    let boxes = space.describe(subset)
    #expect(boxes.count == 2)
    // Exactly the subset, no more.
    let covered = space.modes.filter { mode in boxes.contains { $0.holds(in: mode) } }
    #expect(Set(covered) == Set(subset))
  }

  @Test func aDimensionWithOneValueIsNeverNamed() {
    let single = ModeSpace(["Theme=a, Color scheme=Dark", "Theme=a, Color scheme=Light"])
    #expect(
      single.describe(["Theme=a, Color scheme=Dark"]).map(\.description) == ["Color scheme=Dark"]
    )
  }

  @Test func aDescriptionOverlapsTheModesItHoldsIn() {
    #expect(
      space.overlaps("Color scheme=Dark", "Color scheme=Dark, Size=small, Typography=Primary")
    )
    #expect(
      !space.overlaps("Color scheme=Dark", "Color scheme=Light, Size=small, Typography=Primary")
    )
    #expect(space.overlaps("Size=large", "Dark"))
    #expect(!space.overlaps("Size=large", "nowhere"))
  }

  @Test func renamedGroupsMeetTheModeThatAgrees() {
    let base = [
      "Size=large, Color scheme=Dark, Main color=accent",
      "Size=small, Color scheme=Light, Main color=accent",
    ]
    #expect(
      ModeName.match("Size=small, Color scheme=Light, Color=accent", in: base, preferring: [])
        == "Size=small, Color scheme=Light, Main color=accent"
    )
  }
}
