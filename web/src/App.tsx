import { LegendPage } from "./cards/LegendPage";
import { GamePage } from "./pages/GamePage";
import { HowToPlayPage } from "./pages/HowToPlayPage";
import { Lobby } from "./pages/Lobby";
import { ReplayPage } from "./pages/ReplayPage";
import { RegPage } from "./pages/RegPage";
import { route } from "./route";

// Client routes: the server answers every unknown path with index.html, so links and reloads
// land here.
export function App() {
  const r = route(location.pathname, location.hash);
  switch (r.page) {
    case "play":
      return <GamePage gameId={r.id} spectator={false} />;
    case "watch":
      return <GamePage gameId={r.id} spectator={true} />;
    case "replay":
      return <ReplayPage gameId={r.id} />;
    case "how-to-play":
      return <HowToPlayPage game={r.game} />;
    case "reg":
      return <RegPage />;
    case "legend":
      return <LegendPage />;
    case "lobby":
      return <Lobby />;
  }
}
