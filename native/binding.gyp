{
  "targets": [
    {
      "target_name": "rename_exchange",
      "sources": ["rename-exchange.cc"],
      "cflags_cc": ["-std=c++17"],
      "conditions": [["OS!='linux'", {"type": "none"}]]
    }
  ]
}
