module.exports = { "tokens": "./tokens.json", ignore: { tokens: ["x.*"] } } // tokens: [`a`]
