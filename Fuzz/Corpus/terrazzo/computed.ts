const x = "{ tokens: }"; /* { */ export default defineConfig({ tokens: [`./${n}.json`, "./b.json"] })
