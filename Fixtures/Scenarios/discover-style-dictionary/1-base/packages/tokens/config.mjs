export default { source: ["./tokens/source/**/*.json"], include: ["./themes/day/day.alias.color.json"] }
