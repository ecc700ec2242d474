// The report renderers: JSON, text and Markdown.
