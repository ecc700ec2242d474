// Raw colours, written as RRGGBBAA strings (sorted by name).

extension ColorRawTokens {
    /// Black with 8 % opacity.
    public static let opacityBlack80: ColorRawToken = "#00000014"
    public static let paletteBlack: ColorRawToken = "#000000FF"
    public static let paletteGray160: ColorRawToken = "#EEEEEEFF"
    public static let paletteGray880: ColorRawToken = "#141414FF"
    public static let paletteTangerine300: ColorRawToken = "#FFB4E6FF"
    public static let paletteTangerine500: ColorRawToken = "#FF7900FF"
    public static let paletteWhite: ColorRawToken = "#FFFFFFFF"
}
