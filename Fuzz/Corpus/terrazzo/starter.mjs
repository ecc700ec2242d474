import { defineConfig } from "@terrazzo/cli";
import css from "@terrazzo/plugin-css";

// The exporter writes its DTCG files to output/; Terrazzo builds from them.
export default defineConfig({
  tokens: ["./output/colors-w3c.json", "./output/spacing-w3c.json"],
  outDir: "./dist/",
  plugins: [css()],
  ignore: { tokens: ["color.debug.*"] },
});
