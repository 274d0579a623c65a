"""Adventures: the paragraph format, its compiler, the runner, saves.

| module      | job                                                              |
|-------------|------------------------------------------------------------------|
| model, tasks, ways, conditions | the file format (pydantic) and the condition language |
| compiler, names, graph, files  | load + check: targets, reachability, ends, names, maps |
| stats       | paragraphs, scenes, endings, combat values (--stats, --graph)    |
| runner, flow, doing, state     | the state machine: actions in, events + a Prompt out |
| prompts, events, actions       | the values the runner speaks in                      |
| saves                          | atomic save files and the autosave log format         |
| answers     | typed lines -> actions, for text-mode play                       |
"""
