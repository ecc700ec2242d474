/// The JSON Schema of the report contract (schemaVersion 1), built into the binary so that
/// `tokendiff render` checks a report from elsewhere against it before reading it. Written by
/// scripts/sync-report-schema from the published copy,
/// `Reports/schema/tokendiff-report.schema.json`; a test fails while the two differ.
enum ReportSchema {
  static let text = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "urn:tokendiff:report:schema-version-1",
      "title": "tokendiff report, schemaVersion 1",
      "description": "The JSON written by `tokendiff --format json` (a diff of two revisions) and `tokendiff check --format json` (one revision). Keys are sorted and numbers have a fixed form. Later versions of schemaVersion 1 may add members (this file then gains them); they never remove or rename one.",
      "oneOf": [
        { "$ref": "#/$defs/diffReport" },
        { "$ref": "#/$defs/checkReport" }
      ],
      "$defs": {
        "diffReport": {
          "type": "object",
          "required": [
            "schemaVersion", "base", "head", "changes", "findings", "failures", "contrast",
            "blastRadius", "suggestedBump", "summary", "tokens", "modes"
          ],
          "additionalProperties": false,
          "properties": {
            "schemaVersion": { "const": 1 },
            "tool": { "$ref": "#/$defs/tool" },
            "base": { "$ref": "#/$defs/revision" },
            "head": { "$ref": "#/$defs/revision" },
            "changes": { "type": "array", "items": { "$ref": "#/$defs/change" } },
            "findings": { "type": "array", "items": { "$ref": "#/$defs/finding" } },
            "failures": { "type": "array", "items": { "type": "string" } },
            "contrast": { "type": "array", "items": { "$ref": "#/$defs/contrast" } },
            "blastRadius": { "type": "array", "items": { "$ref": "#/$defs/blastRadius" } },
            "suggestedBump": {
              "description": "The semantic-version bump the changes call for; null until classified.",
              "enum": ["none", "patch", "minor", "major", null]
            },
            "summary": { "$ref": "#/$defs/summary" },
            "tokens": {
              "type": "object",
              "required": ["base", "head"],
              "additionalProperties": false,
              "properties": {
                "base": { "type": ["integer", "null"], "minimum": 0 },
                "head": { "type": "integer", "minimum": 0 }
              }
            },
            "modes": {
              "type": "object",
              "required": ["base", "head"],
              "additionalProperties": false,
              "properties": {
                "base": { "type": "array", "items": { "type": "string" } },
                "head": { "type": "array", "items": { "type": "string" } },
                "added": {
                  "description": "Head modes no base mode corresponds to, matched by meaning (a renamed group or value is not a mode added), each entry a description over the head's dimensions: `Color=danger` is every mode with that value.",
                  "type": "array",
                  "items": { "type": "string" }
                },
                "removed": {
                  "description": "Base modes no head mode corresponds to, described over the base's dimensions like `added`: breaking for a consumer that selects one.",
                  "type": "array",
                  "items": { "type": "string" }
                },
                "renamed": {
                  "description": "Present when a value of a dimension was renamed under the same identity (a Tokens Studio theme's `id`, or the files a resolver context reads): each entry the base's and the head's `dimension=value` pair. The head's modes of that value are compared with the base's of the old name; the rename is breaking for a consumer that selects the mode by name.",
                  "type": "array",
                  "items": {
                    "type": "object",
                    "required": ["from", "to"],
                    "additionalProperties": false,
                    "properties": { "from": { "type": "string" }, "to": { "type": "string" } }
                  }
                }
              }
            }
          }
        },
        "checkReport": {
          "type": "object",
          "required": [
            "schemaVersion", "revision", "findings", "failures", "contrast", "summary", "tokens", "modes"
          ],
          "additionalProperties": false,
          "properties": {
            "schemaVersion": { "const": 1 },
            "tool": { "$ref": "#/$defs/tool" },
            "revision": { "$ref": "#/$defs/revision" },
            "findings": { "type": "array", "items": { "$ref": "#/$defs/finding" } },
            "failures": { "type": "array", "items": { "type": "string" } },
            "contrast": { "type": "array", "items": { "$ref": "#/$defs/contrast" } },
            "summary": { "$ref": "#/$defs/summary" },
            "tokens": { "type": "integer", "minimum": 0 },
            "modes": { "type": "array", "items": { "type": "string" } }
          }
        },
        "tool": {
          "description": "The tokendiff that wrote the report (absent in reports of versions before 0.1.0).",
          "type": "object",
          "required": ["name", "version"],
          "additionalProperties": false,
          "properties": {
            "name": { "const": "tokendiff" },
            "version": { "description": "The semantic version, as `tokendiff --version` prints it.", "type": "string" }
          }
        },
        "revision": {
          "type": "object",
          "required": ["revision", "commit"],
          "additionalProperties": false,
          "properties": {
            "revision": { "type": "string" },
            "commit": { "type": ["string", "null"] }
          }
        },
        "summary": {
          "description": "How many changes of each kind (diff only) and findings of each kind in the head, zeros included.",
          "type": "object",
          "additionalProperties": { "type": "integer", "minimum": 0 }
        },
        "layer": { "enum": ["raw", "semantic", "component"] },
        "nullableString": { "type": ["string", "null"] },
        "dimensions": {
          "description": "Where it holds, machine-readably: the value each dimension of the modes is fixed to (`{\"Color scheme\": [\"Dark\"]}` for `mode` `Color scheme=Dark`), or the values it may take (`{\"brand\": [\"a\", \"b\"]}` for `brand=a|b`); `{}` in every mode. A plain mode name is a value of the dimension `mode`. Added in schemaVersion 1; readers of older reports find it missing.",
          "type": "object",
          "additionalProperties": { "type": "array", "items": { "type": "string" } }
        },
        "change": {
          "type": "object",
          "required": [
            "token", "kind", "mode", "layer", "layerSource", "file", "line", "before", "after", "via",
            "impact"
          ],
          "additionalProperties": false,
          "properties": {
            "token": { "type": "string" },
            "kind": {
              "enum": [
                "added", "removed", "renamed", "value-changed", "alias-retargeted", "type-changed",
                "deprecated", "undeprecated", "broken", "fixed", "forbidden"
              ]
            },
            "mode": { "$ref": "#/$defs/nullableString" },
            "layer": { "$ref": "#/$defs/layer" },
            "layerSource": { "enum": ["config", "format", "inferred"] },
            "file": { "type": "string" },
            "line": { "type": "integer", "minimum": 0 },
            "before": { "anyOf": [{ "$ref": "#/$defs/state" }, { "type": "null" }] },
            "after": { "anyOf": [{ "$ref": "#/$defs/state" }, { "type": "null" }] },
            "via": { "$ref": "#/$defs/nullableString" },
            "dimensions": { "$ref": "#/$defs/dimensions" },
            "note": { "type": "string" },
            "from": { "type": "string" },
            "impact": { "enum": ["breaking", "visual", "additive", "none", null] },
            "magnitude": { "$ref": "#/$defs/magnitude" },
            "reaches": { "type": "array", "items": { "type": "string" } }
          }
        },
        "state": {
          "type": "object",
          "required": ["type", "value", "aliasOf"],
          "additionalProperties": false,
          "properties": {
            "type": { "$ref": "#/$defs/nullableString" },
            "value": { "$ref": "#/$defs/value" },
            "aliasOf": { "$ref": "#/$defs/nullableString" },
            "written": {
              "description": "When the token is broken on this side (value null): its value as written, references kept as {path} text.",
              "$ref": "#/$defs/value"
            }
          }
        },
        "value": {
          "description": "A canonical value: colours as #rrggbb[aa], dimensions as 16px, durations as 250ms, composites as objects and arrays of these; null when broken.",
          "anyOf": [
            { "type": ["string", "number", "boolean", "null"] },
            { "type": "array", "items": { "$ref": "#/$defs/value" } },
            { "type": "object", "additionalProperties": { "$ref": "#/$defs/value" } }
          ]
        },
        "magnitude": {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "deltaE": { "type": "number", "minimum": 0 },
            "perceptibility": { "enum": ["imperceptible", "subtle", "visible"] },
            "delta": { "type": "number" },
            "unit": { "type": "string" },
            "percent": { "type": "number" }
          }
        },
        "finding": {
          "type": "object",
          "required": ["kind", "severity", "token", "file", "line", "column", "message", "mode"],
          "additionalProperties": false,
          "properties": {
            "kind": {
              "enum": [
                "broken-reference", "cycle", "type-mismatch", "invalid-value", "forbidden-value",
                "parse-error", "duplicate-key", "invalid-name", "skipped-file", "limit-reached",
                "spec-version", "layer-leak", "alias-depth", "deprecated-reference", "closed-token",
                "contrast-hint"
              ]
            },
            "severity": { "enum": ["note", "warning", "error"] },
            "token": { "$ref": "#/$defs/nullableString" },
            "file": { "$ref": "#/$defs/nullableString" },
            "line": { "type": ["integer", "null"], "minimum": 0 },
            "column": { "type": ["integer", "null"], "minimum": 0 },
            "message": { "type": "string" },
            "mode": { "$ref": "#/$defs/nullableString" },
            "dimensions": { "$ref": "#/$defs/dimensions" },
            "modes": {
              "description": "Where a finding folded from several modes holds, as the smallest descriptions of those modes (each a mode name or a box such as 'Color scheme=Dark'); absent when 'mode' says it all (null: every mode).",
              "type": "array",
              "items": { "type": "string" }
            },
            "root": {
              "description": "For a token broken only through its aliases, and kept because its root has no finding of its own: the token where the chain breaks.",
              "type": "string"
            },
            "dependents": {
              "description": "For a root cause: the tokens it breaks through their aliases, folded into this finding.",
              "type": "array",
              "items": { "type": "string" }
            },
            "revision": { "enum": ["base", "head"] },
            "new": { "type": "boolean" }
          }
        },
        "blastRadius": {
          "type": "object",
          "required": ["token", "mode", "layer", "raw", "semantic", "component"],
          "additionalProperties": false,
          "properties": {
            "token": { "type": "string" },
            "mode": { "$ref": "#/$defs/nullableString" },
            "layer": { "$ref": "#/$defs/layer" },
            "raw": { "type": "integer", "minimum": 0 },
            "semantic": { "type": "integer", "minimum": 0 },
            "component": { "type": "integer", "minimum": 0 }
          }
        },
        "contrast": {
          "type": "object",
          "required": ["foreground", "background", "mode", "requirement", "before", "after", "status"],
          "additionalProperties": false,
          "properties": {
            "foreground": { "type": "string" },
            "background": { "type": "string" },
            "mode": { "$ref": "#/$defs/nullableString" },
            "requirement": {
              "type": "object",
              "required": ["name", "ratio"],
              "additionalProperties": false,
              "properties": {
                "name": { "type": "string" },
                "ratio": { "type": "number", "minimum": 1 }
              }
            },
            "before": { "anyOf": [{ "$ref": "#/$defs/measurement" }, { "type": "null" }] },
            "after": { "anyOf": [{ "$ref": "#/$defs/measurement" }, { "type": "null" }] },
            "status": {
              "enum": [
                "regression", "fixed", "still-failing", "degraded", "unchanged", "new", "removed",
                "failing", "passing"
              ]
            }
          }
        },
        "measurement": {
          "type": "object",
          "required": ["ratio", "passes", "foreground", "background"],
          "additionalProperties": false,
          "properties": {
            "ratio": { "type": "number", "minimum": 1 },
            "passes": { "type": "boolean" },
            "foreground": { "type": "string" },
            "background": { "type": "string" },
            "apca": { "type": "number" },
            "apcaLevel": {
              "description": "The use APCA's Lc allows, present with apca.",
              "enum": [
                "preferred-body-text", "body-text", "content-text", "large-text", "spot-text",
                "non-text", "invisible"
              ]
            },
            "note": { "type": "string" }
          }
        }
      }
    }
    """#
}
