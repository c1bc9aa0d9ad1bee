/// The sample board as `board.json` holds it, byte for byte as every version has written
/// it (Foundation's `JSONEncoder`, pretty-printed with sorted keys, then `BoardJSON`).
let sampleJSON = """
    {
      "columns" : [
        {
          "cards" : [
            {
              "id" : 3,
              "label" : "blue",
              "title" : "Plan the week"
            },
            {
              "id" : 4,
              "note" : "oat milk, apples, bread",
              "title" : "Buy groceries"
            },
            {
              "id" : 5,
              "label" : "red",
              "title" : "Call the plumber"
            }
          ],
          "id" : 0,
          "title" : "To do"
        },
        {
          "cards" : [
            {
              "id" : 6,
              "label" : "orange",
              "note" : "two pages",
              "title" : "Write the report"
            }
          ],
          "id" : 1,
          "title" : "Doing"
        },
        {
          "cards" : [
            {
              "id" : 7,
              "label" : "green",
              "title" : "Water the plants"
            }
          ],
          "id" : 2,
          "title" : "Done"
        }
      ],
      "nextID" : 8,
      "version" : 1
    }

    """
