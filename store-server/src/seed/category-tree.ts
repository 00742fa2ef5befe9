import { ROOT_CATEGORY_ID } from '../constants.js';
import { deterministicId } from '../domain/ids.js';

// The demo catalogue's category tree, in en-GB and de-DE. Ids derive from the keys, so they are stable.

export interface CategorySeed {
  key: string;
  en: { name: string; description: string };
  de: { name: string; description: string };
  children?: CategorySeed[];
}

export function categoryId(key: string): string {
  return key === 'root' ? ROOT_CATEGORY_ID : deterministicId(`category:${key}`);
}

const material = (key: string, en: string, de: string, name = key.toUpperCase()): CategorySeed => ({
  key: `sheets/${key}`,
  en: { name, description: en },
  de: { name, description: de },
});

const leaf = (key: string, en: [string, string], de: [string, string]): CategorySeed => ({
  key,
  en: { name: en[0], description: en[1] },
  de: { name: de[0], description: de[1] },
});

export const categoryTree: CategorySeed = {
  key: 'root',
  en: { name: 'Plastics', description: 'Technical plastics: sheets, rods and semi-finished parts.' },
  de: { name: 'Kunststoffe', description: 'Technische Kunststoffe: Platten, Rundstäbe und Halbzeuge.' },
  children: [
    {
      key: 'sheets',
      en: {
        name: 'Sheets',
        description: 'Extruded and pressed sheets of technical plastics in many thicknesses.',
      },
      de: {
        name: 'Platten',
        description: 'Extrudierte und gepresste Platten aus technischen Kunststoffen in vielen Stärken.',
      },
      children: [
        material(
          'pe',
          'Polyethylene (PE-HD, PE-UHMW): tough, chemical-resistant and low-friction; for cutting boards, liners and tank construction.',
          'Polyethylen (PE-HD, PE-UHMW): zäh, chemikalienbeständig und gleitfähig; für Schneidplatten, Auskleidungen und Behälterbau.',
        ),
        material(
          'pp',
          'Polypropylene: light, rigid and chemical-resistant; for tanks, apparatus and plating baths.',
          'Polypropylen: leicht, steif und chemikalienbeständig; für Behälter, Apparatebau und Galvanik.',
        ),
        material(
          'pvc',
          'Polyvinyl chloride (PVC-U): rigid, flame-retardant, easy to weld and bond; for ducts, tanks and signs.',
          'Polyvinylchlorid (PVC-U): steif, schwer entflammbar, gut schweiß- und klebbar; für Lüftungskanäle, Behälter und Schilder.',
        ),
        material(
          'ptfe',
          'Polytetrafluoroethylene: resists almost every chemical, from −200 to +260 °C, with the lowest friction; for seals and slide bearings.',
          'Polytetrafluorethylen: nahezu universell chemikalienbeständig, von −200 bis +260 °C, geringste Reibung; für Dichtungen und Gleitlager.',
        ),
        material(
          'pom',
          'Polyoxymethylene (acetal): stiff, dimensionally stable and excellent to machine; for gears and precision parts.',
          'Polyoxymethylen (Acetal): steif, maßhaltig und hervorragend zerspanbar; für Zahnräder und Präzisionsteile.',
        ),
        material(
          'pa',
          'Polyamide (PA 6, PA 66): tough and wear-resistant; for rollers, guides and bearings.',
          'Polyamid (PA 6, PA 66): zäh und verschleißfest; für Rollen, Führungen und Lager.',
        ),
        material(
          'pet',
          'Polyethylene terephthalate: hard, low moisture uptake, food-safe grades; for precision parts in food machinery.',
          'Polyethylenterephthalat: hart, geringe Feuchtigkeitsaufnahme, lebensmittelkonforme Typen; für Präzisionsteile im Lebensmittelmaschinenbau.',
        ),
        material(
          'peek',
          'Polyether ether ketone: a high-performance plastic up to +250 °C, very strong, resistant to chemicals and hydrolysis.',
          'Polyetheretherketon: Hochleistungskunststoff bis +250 °C, sehr fest, chemikalien- und hydrolysebeständig.',
        ),
        material(
          'pmma',
          'Polymethyl methacrylate (acrylic glass): crystal clear and UV-stable; for glazing, displays and covers.',
          'Polymethylmethacrylat (Acrylglas): glasklar und UV-beständig; für Verglasungen, Displays und Abdeckungen.',
        ),
        material(
          'pc',
          'Polycarbonate: transparent and virtually unbreakable; for safety glazing and machine guards.',
          'Polycarbonat: transparent und nahezu unzerbrechlich; für Sicherheitsverglasungen und Maschinenschutz.',
        ),
      ],
    },
    {
      key: 'rods',
      en: { name: 'Rods', description: 'Round rods for turned and milled parts.' },
      de: { name: 'Rundstäbe', description: 'Rundstäbe für Dreh- und Frästeile.' },
      children: [
        leaf(
          'rods/pom',
          ['POM rods', 'Acetal rods for precise turned parts.'],
          ['POM-Rundstäbe', 'Acetal-Rundstäbe für präzise Drehteile.'],
        ),
        leaf(
          'rods/pa',
          ['PA rods', 'Polyamide rods for rollers and bushes.'],
          ['PA-Rundstäbe', 'Polyamid-Rundstäbe für Rollen und Buchsen.'],
        ),
        leaf(
          'rods/ptfe',
          ['PTFE rods', 'PTFE rods for seals and insulators.'],
          ['PTFE-Rundstäbe', 'PTFE-Rundstäbe für Dichtungen und Isolatoren.'],
        ),
        leaf(
          'rods/peek',
          ['PEEK rods', 'PEEK rods for parts under heat and load.'],
          ['PEEK-Rundstäbe', 'PEEK-Rundstäbe für Teile unter Hitze und Last.'],
        ),
      ],
    },
    {
      key: 'semi-finished',
      en: { name: 'Semi-finished parts', description: 'Tubes, blocks and parts cut to size.' },
      de: { name: 'Halbzeuge', description: 'Rohre, Blöcke und Zuschnitte nach Maß.' },
      children: [
        leaf(
          'semi-finished/tubes',
          ['Tubes', 'Extruded tubes in many diameters.'],
          ['Rohre', 'Extrudierte Rohre in vielen Durchmessern.'],
        ),
        leaf(
          'semi-finished/blocks',
          ['Blocks', 'Pressed blocks for large machined parts.'],
          ['Blöcke', 'Gepresste Blöcke für große Frästeile.'],
        ),
        leaf(
          'semi-finished/cut-to-size',
          ['Cut to size', 'Sheets and rods cut to your dimensions.'],
          ['Zuschnitte', 'Platten und Stäbe auf Ihr Maß zugeschnitten.'],
        ),
      ],
    },
  ],
};
