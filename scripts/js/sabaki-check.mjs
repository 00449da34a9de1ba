// Kosumi's analysis driven by Sabaki's own GTP controller (@sabaki/gtp),
// as Sabaki drives an engine: `analyze W 10` streams lines until Sabaki sends
// its next command, and `genmove_analyze` ends with "play VERTEX". Each line
// is read by the rule of Sabaki's analysis parser: the line cut at every
// "info"; in each part the variation is the run of vertices at its end; the
// tokens before it, less the last ("pv"), are key-value pairs; a win rate
// with a '.' is a probability.
//
//   node scripts/js/sabaki-check.mjs KOSUMI_BINARY
//
// Exits 0 when every check passes, 1 (naming the check) otherwise.
import gtp from '@sabaki/gtp'

const {Controller} = gtp
const [kosumi] = process.argv.slice(2)

function fail(message) {
  console.error(`sabaki-check: ${message}`)
  process.exit(1)
}

function variations(line) {
  return line
    .split(/\s*info\s+/)
    .slice(1)
    .map(part => {
      const tokens = part.trim().split(/\s+/)
      let end = tokens.length
      while (end > 0 && /^(pass|[A-Za-z]\d+)$/.test(tokens[end - 1])) end--
      const pairs = tokens.slice(0, end - 1)
      const values = {}
      for (let i = 0; i + 1 < pairs.length; i += 2) values[pairs[i]] = pairs[i + 1]
      const pv = tokens.slice(end)
      const pass = pv.indexOf('pass')
      return {...values, pv: pass < 0 ? pv : pv.slice(0, pass)}
    })
    .filter(v => /^[A-Za-z]\d+$/.test(v.move ?? ''))
    .map(v => ({
      move: v.move,
      visits: +v.visits,
      winrate: v.winrate.includes('.') ? +v.winrate * 100 : +v.winrate / 100,
      scoreLead: v.scoreLead == null ? null : +v.scoreLead,
      pv: v.pv
    }))
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))

const controller = new Controller(kosumi, [
  'gtp', '--size', '9', '--threads', '1', '--seed', '1', '--playouts', '500', '--quiet'
])
controller.start()
try {
  for (const command of [
    {name: 'boardsize', args: ['9']},
    {name: 'clear_board'},
    {name: 'play', args: ['B', 'E5']}
  ]) {
    const response = await controller.sendCommand(command)
    if (response.error) fail(`${command.name}: ${response.content}`)
  }

  const lines = []
  const analysis = controller.sendCommand({name: 'analyze', args: ['W', '10']}, ({line}) => {
    if (line.startsWith('info ')) lines.push(line)
  })
  await sleep(800)
  const [analysed, named] = await Promise.all([analysis, controller.sendCommand({name: 'name'})])
  if (analysed.error) fail(`analyze: ${analysed.content}`)
  if (named.content !== 'Kosumi') fail(`name after the analysis: '${named.content}'`)
  if (lines.length < 3) fail(`analyze gave ${lines.length} lines in 0.8 s`)
  for (const line of lines) {
    const moves = variations(line)
    if (moves.length === 0) fail(`no move read from: ${line}`)
    for (const m of moves) {
      if (m.move === 'E5') fail(`an occupied point analysed: ${line}`)
      if (!(m.winrate >= 0 && m.winrate <= 100)) fail(`win rate ${m.winrate}: ${line}`)
      if (m.scoreLead == null || Number.isNaN(m.scoreLead)) fail(`no score lead: ${line}`)
      if (m.pv[0] !== m.move) fail(`variation not from its move: ${line}`)
    }
  }

  const played = []
  const generated = await controller.sendCommand(
    {name: 'genmove_analyze', args: ['W', '10']},
    ({line}) => {
      if (line.startsWith('play ')) played.push(line.slice(5))
    }
  )
  if (generated.error) fail(`genmove_analyze: ${generated.content}`)
  if (played.length !== 1 || !/^[A-Z]\d+$/.test(played[0])) {
    fail(`genmove_analyze played '${played}'`)
  }
  const stones = await controller.sendCommand({name: 'list_stones', args: ['white']})
  if (stones.content !== played[0]) fail(`White's stones ${stones.content}, played ${played[0]}`)
  console.log(
    `sabaki-check: ${lines.length} analysis lines read as Sabaki reads them; ` +
      `genmove_analyze played ${played[0]}`
  )
} finally {
  await controller.stop()
}
