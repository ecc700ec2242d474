import OUDSTokensRaw

extension ThemeColorSemanticTokensProvider: ColorMultipleSemanticTokens {
    @objc open var colorBgPrimary: MultipleColorSemanticTokens { MultipleColorSemanticTokens(light: colorBgPrimaryLight, dark: colorBgPrimaryDark) }
    @objc open var colorBgSecondary: MultipleColorSemanticTokens { MultipleColorSemanticTokens(light: colorBgSecondaryLight, dark: colorBgSecondaryDark) }
    @objc open var colorContentBrand: MultipleColorSemanticTokens { MultipleColorSemanticTokens(light: colorContentBrandLight, dark: colorContentBrandDark) }
    @objc open var colorOverlayDrag: MultipleColorSemanticTokens { MultipleColorSemanticTokens(light: colorOverlayDragLight, dark: colorOverlayDragDark) }
}
