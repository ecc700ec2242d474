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

  @Test func boxesThatDifferInOneValueAreOneBoxOfBoth() {
    let brands = ModeSpace(["a", "b", "c", "d", "e"].map { "brand=\($0)" })
    #expect(
      brands.describe(["brand=a", "brand=b", "brand=d"]).map(\.description) == ["brand=a|b|d"]
    )
    // Values in the order the modes name them, whatever order the subset lists them in.
    #expect(brands.describe(["brand=e", "brand=c"]).map(\.description) == ["brand=c|e"])
    #expect(
      brands.describe(["brand=a", "brand=b"], joiningValues: false).map(\.description)
        == ["brand=a", "brand=b"]
    )
    let dark = space.modes.filter {
      $0.hasPrefix("Color scheme=Dark") && !$0.contains("Size=medium")
    }
    #expect(space.describe(dark).map(\.description) == ["Color scheme=Dark, Size=small|large"])
  }

  @Test func joinedBoxesCoverExactlyTheSubset() {
    // Every subset of a 3 × 2 × 2 space: the boxes' union is the subset, no more, no less.
    let small = ModeSpace(
      ["x", "y", "z"].flatMap { a in
        ["p", "q"].flatMap { b in ["m", "n"].map { "A=\(a), B=\(b), C=\($0)" } }
      }
    )
    for bits in 1..<(1 << small.modes.count) {
      let subset = small.modes.indices.filter { bits & (1 << $0) != 0 }.map { small.modes[$0] }
      let boxes = small.describe(subset)
      let covered = small.modes.filter { mode in boxes.contains { $0.holds(in: mode) } }
      #expect(Set(covered) == Set(subset), "\(subset) as \(boxes.map(\.description))")
      #expect(boxes.count <= small.describe(subset, joiningValues: false).count)
    }
  }

  @Test func aValueThatSpellsTheSeparatorIsNeverJoined() {
    let odd = ModeSpace(["brand=a|b", "brand=c", "brand=d"])
    #expect(odd.describe(["brand=a|b", "brand=c"]).map(\.description) == ["brand=a|b", "brand=c"])
    // Nor are the other values of its dimension: `a` and `b` joined would read as `a|b`.
    let both = ModeSpace(["brand=a", "brand=b", "brand=a|b", "brand=c"])
    #expect(both.describe(["brand=a", "brand=b"]).map(\.description) == ["brand=a", "brand=b"])
    #expect(both.overlaps("brand=a|b", "brand=a|b"))
    #expect(!both.overlaps("brand=a|b", "brand=a"))
    #expect(ModeSpace.literalPairs(both.modes) == ["brand=a|b"])
  }

  @Test func aJoinedDescriptionOverlapsEachOfItsValues() {
    let brands = ModeSpace(["brand=a, theme=l", "brand=b, theme=l", "brand=c, theme=l"])
    #expect(brands.overlaps("brand=a|b", "brand=b, theme=l"))
    #expect(brands.overlaps("brand=a|b", "a"))
    #expect(!brands.overlaps("brand=a|b", "brand=c, theme=l"))
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

/// Head modes with and without a counterpart among the base modes.
struct ModeCounterpartsTests {
  @Test func aNewValueOfARenamedOrMergedGroupHasNoCounterpart() {
    let counterparts = ModeCounterparts(
      base: [
        "Color scheme=Light, Main color=accent, Support color=brand1",
        "Color scheme=Dark, Main color=accent, Support color=brand2",
      ],
      head: [
        "Color scheme=light, Color=accent", "Color scheme=dark, Color=brand1",
        "Color scheme=dark, Color=danger",
      ]
    )
    #expect(counterparts.hasCounterpart("Color scheme=light, Color=accent"))
    #expect(counterparts.hasCounterpart("Color scheme=dark, Color=brand1"))
    #expect(!counterparts.hasCounterpart("Color scheme=dark, Color=danger"))
  }

  @Test func aNewDimensionDoesNotCount() {
    let counterparts = ModeCounterparts(
      base: ["theme=light", "theme=dark"],
      head: [
        "theme=light, density=compact", "theme=dark, density=comfy", "theme=sepia, density=comfy",
      ]
    )
    #expect(counterparts.hasCounterpart("theme=light, density=compact"))
    #expect(!counterparts.hasCounterpart("theme=sepia, density=comfy"))
  }
}

/// A head dimension that took over the values of a base dimension of another name corresponds
/// to it, and the head dimension now holding that name, with values the base never had, is new.
struct ModeCounterpartsRenamingTests {
  let counterparts = ModeCounterparts(
    base: ["figma=Light", "figma=Dark"],
    head: [
      "figma=Baseline, Dark/Light=Light", "figma=Baseline, Dark/Light=Dark",
      "figma=Wireframe, Dark/Light=Light", "figma=Wireframe, Dark/Light=Dark",
    ]
  )

  @Test func everyHeadModeHasItsCounterpart() {
    #expect(counterparts.hasCounterpart("figma=Wireframe, Dark/Light=Dark"))
    #expect(counterparts.hasCounterpart("figma=Baseline, Dark/Light=Light"))
  }

  /// One value of two in common (`default`) is a coincidence of names, not a renamed group:
  /// `density` is a new dimension beside `brand`, and its modes meet their brand's.
  @Test func oneSharedValueOfTwoIsNoCorrespondence() {
    let found = ModeCounterparts(
      base: ["brand=default", "brand=zen"],
      head: [
        "brand=default, density=default", "brand=default, density=compact",
        "brand=zen, density=default", "brand=zen, density=compact",
      ]
    )
    #expect(found.hasCounterpart("brand=zen, density=compact"))
    #expect(found.inBaseTerms("brand=zen, density=default") == "brand=zen, density=default")
  }

  @Test func aHeadModeIsAskedForInTheBasesWords() {
    #expect(counterparts.inBaseTerms("figma=Baseline, Dark/Light=Light") == "figma=Light")
    #expect(
      ModeName.match(
        counterparts.inBaseTerms("figma=Wireframe, Dark/Light=Dark"),
        in: ["figma=Dark", "figma=Light"],
        preferring: []
      ) == "figma=Dark"
    )
    // Plain mode names are not rewritten.
    #expect(counterparts.inBaseTerms("dark") == "dark")
  }
}

/// Modes one revision has and the other has no counterpart for, by meaning, in the report.
@Suite struct ModeListTests {
  @Test func aRenamedGroupIsNeitherAddedNorRemoved() {
    let list = ModeList.matched(
      base: ["Main color=accent, Scheme=light", "Main color=accent, Scheme=dark"],
      head: ["Color=accent, Scheme=light", "Color=accent, Scheme=dark"]
    )
    #expect(list.added.isEmpty)
    #expect(list.removed.isEmpty)
  }

  @Test func aNewValueIsAddedAndDescribedOverTheDimensions() {
    let list = ModeList.matched(
      base: ["Color=accent, Scheme=light", "Color=accent, Scheme=dark"],
      head: [
        "Color=accent, Scheme=light", "Color=accent, Scheme=dark", "Color=danger, Scheme=light",
        "Color=danger, Scheme=dark",
      ]
    )
    #expect(list.added == ["Color=danger"])
    #expect(list.removed.isEmpty)
  }

  @Test func aDroppedPlainModeIsRemovedAndMakesTheBumpMajor() {
    var report = Report(
      kind: .diff,
      base: RevisionInfo(revision: "base", commit: nil),
      head: RevisionInfo(revision: "head", commit: nil),
      changes: [],
      findings: [],
      tokenCounts: TokenCounts(base: 0, head: 0),
      modes: ModeList.matched(base: ["dark", "darkest", "light"], head: ["dark", "light"])
    )
    #expect(report.modes.removed == ["darkest"])
    #expect(report.modes.added.isEmpty)
    ImpactAnalysis.apply(
      to: &report,
      head: ModeLookup(ResolvedRevision(sets: [], findings: [])),
      thresholds: VisibilityThresholds()
    )
    #expect(report.suggestedBump == .major)
  }
}
